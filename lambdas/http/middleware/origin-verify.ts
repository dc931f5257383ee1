import { timingSafeEqual } from 'node:crypto';
import { ENV, ORIGIN_VERIFY_HEADER } from '../../infra/config';
import { originSecretValue } from '../../infra/origin-secret';
import { forgetSecret, secretAge } from '../../infra/secrets';
import { ForbiddenError } from '../../services/shared/errors';
import type { ApiMiddleware } from './api-context';

/**
 * The API is only for CloudFront: the stack makes CloudFront add this header (its value a
 * generated secret) to every origin request, and a request to the execute-api address without
 * it is refused before anything else runs. A viewer cannot set it: CloudFront overwrites a
 * viewer's header of the same name. Also what makes `CloudFront-Viewer-Address` trustworthy
 * for the per-client limits. Off when ORIGIN_SECRET_ARN is unset (the local stack).
 */
/** A mismatch re-reads the secret (it may have been rotated) at most this often. */
const REREAD_MIN_AGE_MS = 60 * 1000;

function matches(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function originVerify(): ApiMiddleware {
  return {
    before: async (request) => {
      const arn = process.env[ENV.originSecretArn];
      if (!arn) return;
      const sent = request.event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
      if (matches(sent, await originSecretValue(arn))) return;
      const age = secretAge(arn);
      if (sent && age !== undefined && age >= REREAD_MIN_AGE_MS) {
        forgetSecret(arn);
        if (matches(sent, await originSecretValue(arn))) return;
      }
      throw new ForbiddenError('Forbidden');
    },
  };
}
