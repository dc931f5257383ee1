import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { rateLimitKeys } from './keys';
import { tableName } from './table';

export interface RateLimit {
  /** The limited action, e.g. 'interest'. */
  scope: string;
  /** Who is limited, e.g. an e-mail address. */
  subject: string;
  /** Allowed uses per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the current window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
}

/**
 * Takes one use from the subject's current fixed window: an atomic ADD that is refused once the
 * count has reached the limit, so concurrent requests cannot overshoot. The window item expires
 * through TTL one window after it ends.
 */
export async function consumeRateLimit(rateLimit: RateLimit, now: Date): Promise<RateLimitOutcome> {
  const windowMs = rateLimit.windowSeconds * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const expiresAt = Math.floor((windowStart + 2 * windowMs) / 1000);
  const retryAfterSeconds = Math.ceil((windowStart + windowMs - now.getTime()) / 1000);
  const allowed = await whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKeys.window(
          rateLimit.scope,
          rateLimit.subject,
          new Date(windowStart).toISOString(),
        ),
        UpdateExpression: 'ADD used :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':limit': rateLimit.limit, ':ttl': expiresAt },
      }),
    ),
  );
  return { allowed, retryAfterSeconds };
}
