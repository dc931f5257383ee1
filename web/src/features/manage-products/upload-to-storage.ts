import type { UploadTarget } from '@contracts/manage/files';

/**
 * Sends a file straight to storage with its presigned PUT (never through the API), reporting
 * progress from 0 to 1. XMLHttpRequest because fetch has no upload progress. The browser sets
 * Content-Length from the file; it is part of the signature, so storage refuses any other size.
 */
export function uploadToStorage(
  target: UploadTarget,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(`Storage answered ${request.status}`));
      }
    });
    request.addEventListener('error', () => reject(new Error('Upload failed')));
    request.addEventListener('abort', () => reject(new Error('Upload aborted')));
    request.send(file);
  });
}
