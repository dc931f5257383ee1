'use strict';

/**
 * s3rver's own command line, with one fix: s3rver 3.7.1 answers a PUT once it has handed the
 * body to its file stream, not once the file is written, so a GET right after it (as the demo
 * seed's automation check makes) could read an empty or partial object. S3 reads its writes;
 * here putObject resolves when the file is closed. Started by services/s3rver.ts.
 */
const crypto = require('node:crypto');
const { createRequire } = require('node:module');
const path = require('node:path');
const { Transform } = require('node:stream');

const fromS3rver = createRequire(require.resolve('s3rver/package.json'));
const fs = fromS3rver('fs-extra');
const FilesystemStore = fromS3rver('./lib/stores/filesystem');

FilesystemStore.prototype.putObject = async function putObject(object) {
  const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
  await fs.mkdirp(path.dirname(objectPath));
  const [size, md5] = await new Promise((resolve, reject) => {
    const writeStream = fs.createWriteStream(objectPath);
    const md5Context = crypto.createHash('md5');
    let totalLength = 0;
    writeStream
      .on('error', reject)
      .on('close', () => resolve([totalLength, md5Context.digest('hex')]));
    if (Buffer.isBuffer(object.content)) {
      md5Context.update(object.content);
      totalLength = object.content.length;
      writeStream.end(object.content);
      return;
    }
    object.content
      .on('error', reject)
      .pipe(
        new Transform({
          transform(chunk, encoding, callback) {
            md5Context.update(chunk, encoding);
            totalLength += chunk.length;
            callback(null, chunk);
          },
        }),
      )
      .on('error', reject)
      .pipe(writeStream);
  });
  await this.putMetadata(object.bucket, object.key, object.metadata, md5);
  return { size, md5 };
};

fromS3rver('./bin/s3rver.js');
