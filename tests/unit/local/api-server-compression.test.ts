import { gunzipSync } from 'node:zlib';
import { acceptsGzip, compressForViewer } from '../../../scripts/local/api-server/compression';

/** The local API compresses its answers as CloudFront's /api behaviours do on AWS. */
const json = { 'content-type': 'application/json; charset=utf-8' };
const bodyOf = (bytes: number) => Buffer.from(JSON.stringify({ text: 'a'.repeat(bytes) }));

describe('compressForViewer', () => {
  it('gzips a JSON answer of 1,000 bytes or more for a viewer that accepts gzip', () => {
    const body = bodyOf(5_000);
    const out = compressForViewer({ headers: json, body }, 'gzip, deflate, br');
    expect(out.headers['content-encoding']).toBe('gzip');
    expect(out.headers.vary).toBe('Accept-Encoding');
    expect(out.body.length).toBeLessThan(body.length / 10);
    expect(gunzipSync(out.body).equals(body)).toBe(true);
  });

  it('keeps a Vary the answer already had', () => {
    const out = compressForViewer(
      { headers: { ...json, Vary: 'Origin', 'Content-Length': '5012' }, body: bodyOf(5_000) },
      'gzip',
    );
    expect(out.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Object.keys(out.headers)).not.toContain('Content-Length');
    expect(Object.keys(out.headers)).not.toContain('Vary');
  });

  it.each([
    ['a viewer that does not accept gzip', json, 5_000, 'br'],
    ['a viewer that refuses gzip', json, 5_000, 'gzip;q=0'],
    ['no Accept-Encoding', json, 5_000, undefined],
    ['an answer under 1,000 bytes', json, 100, 'gzip'],
    ['an image', { 'content-type': 'image/webp' }, 5_000, 'gzip'],
    ['an answer encoded already', { ...json, 'content-encoding': 'br' }, 5_000, 'gzip'],
  ])('leaves the answer as it is for %s', (_case, headers, bytes, acceptEncoding) => {
    const outgoing = { headers, body: bodyOf(bytes) };
    expect(compressForViewer(outgoing, acceptEncoding)).toBe(outgoing);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
