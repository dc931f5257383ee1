import type { ApiEvent } from './types';

/**
 * The address of the person calling, for per-client rate limits. Behind CloudFront, API Gateway
 * sees CloudFront's edge address; CloudFront tells the viewer's in `CloudFront-Viewer-Address`
 * (`ip:port`; IPv6 addresses are not bracketed, so the port is what follows the last colon).
 * Without it (locally, or a direct call) the connection's source address is the client.
 */
export function clientIp(event: Pick<ApiEvent, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) {
    const colon = viewer.lastIndexOf(':');
    const address = (colon > 0 ? viewer.slice(0, colon) : viewer).trim();
    if (address && address.length <= 64) return address;
  }
  return event.requestContext?.http?.sourceIp || 'unknown';
}
