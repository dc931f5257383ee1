import { DEFAULT_MAX_BODY_BYTES, type RouteSpec } from '../../routes/route-spec';
import { PayloadTooLargeError } from '../../services/shared/errors';
import type { ApiEvent } from '../types';
import type { ApiMiddleware } from './api-context';

/** The body's size in bytes, worked out from the encoded text without decoding it. */
export function bodyBytes(event: Pick<ApiEvent, 'body' | 'isBase64Encoded'>): number {
  const raw = event.body ?? '';
  if (!event.isBase64Encoded) return Buffer.byteLength(raw);
  const padding = raw.endsWith('==') ? 2 : raw.endsWith('=') ? 1 : 0;
  return Math.floor((raw.length * 3) / 4) - padding;
}

/**
 * Every route's body limit (the route's own or DEFAULT_MAX_BODY_BYTES), whether or not it reads
 * a body: checked before authentication, a webhook's signature check and any parsing, so no
 * route spends work on an oversized body. 413 above it.
 */
export function bodyLimit(spec: Pick<RouteSpec, 'maxBodyBytes'>): ApiMiddleware {
  const maxBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return {
    before: (request) => {
      if (bodyBytes(request.event) > maxBytes) throw new PayloadTooLargeError();
    },
  };
}
