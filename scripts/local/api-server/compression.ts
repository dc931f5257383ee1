import { gzipSync } from 'node:zlib';

/**
 * CloudFront compresses the API's answers on their way out (`compress: true` on the /api
 * behaviours, lib/constructs/web.ts): what a phone downloads is the gzip, not the JSON the
 * Lambda wrote. The local stand-in does the same, so the shop on `npm start` and the bench's
 * Lighthouse runs see the bytes a visitor does. CloudFront's own rules: only when the viewer
 * accepts it, the answer is not encoded already, and its size is from 1,000 bytes to 10 MB.
 */
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/)/i;

export interface OutgoingBody {
  headers: Record<string, string>;
  body: Buffer;
}

/** Accept-Encoding names gzip with a weight above zero (`gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const weight = params.find((param) => param.trim().startsWith('q='));
    return !weight || Number(weight.trim().slice(2)) > 0;
  });
}

function headerOf(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** The answer as CloudFront would deliver it to a viewer sending `acceptEncoding`. */
export function compressForViewer(
  outgoing: OutgoingBody,
  acceptEncoding: string | undefined,
): OutgoingBody {
  const { headers, body } = outgoing;
  const type = headerOf(headers, 'content-type') ?? '';
  if (
    !acceptsGzip(acceptEncoding) ||
    headerOf(headers, 'content-encoding') !== undefined ||
    body.length < MIN_BYTES ||
    body.length > MAX_BYTES ||
    !COMPRESSIBLE.test(type)
  ) {
    return outgoing;
  }
  const vary = headerOf(headers, 'vary');
  const rest = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(content-length|vary)$/i.test(name)),
  );
  return {
    headers: {
      ...rest,
      'content-encoding': 'gzip',
      vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    },
    body: gzipSync(body),
  };
}
