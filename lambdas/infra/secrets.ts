import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import type { SecretsGetOptions } from '@aws-lambda-powertools/parameters/secrets/types';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';
import { traced } from './tracing';

/**
 * Secrets Manager reads through Powertools' SecretsProvider, whose cache keeps each value for a
 * short time: a rotated value (a rolled Stripe key, a new origin secret) is picked up within
 * SECRET_TTL_MS without a cold start, and callers that see the old value refused can forget it
 * at once (forgetSecret: the next read skips the cache). A failed read is not cached, so the
 * next request tries again. Only the deployed stack reads secrets: locally the Stripe keys come
 * from STRIPE_SECRETS (stripe.ts) and the origin check is off (no ORIGIN_SECRET_ARN).
 */
export const SECRET_TTL_MS = 5 * 60 * 1000;

/**
 * Powertools' provider, also noting when it last read each secret from Secrets Manager (its
 * cache says when a value expires, not how old it is): a mismatch re-reads a secret only when
 * the value in hand is old enough (secretAge), so forged requests cannot each cost a read.
 */
class SecretsProviderWithReadTimes extends SecretsProvider {
  private readonly readAt = new Map<string, number>();

  /** When the value of `name` in the cache was read (ms since the epoch), if it was. */
  lastReadAt(name: string): number | undefined {
    return this.readAt.get(name);
  }

  protected override async _get(
    name: string,
    options?: NonNullable<SecretsGetOptions>,
  ): Promise<string | Uint8Array | undefined> {
    const value = await super._get(name, options);
    this.readAt.set(name, Date.now());
    return value;
  }
}

let provider: SecretsProviderWithReadTimes | undefined;
/** Secrets whose cached value a caller saw refused: read again at the next call. */
const forgotten = new Set<string>();

function secretsProvider(): SecretsProviderWithReadTimes {
  provider ??= new SecretsProviderWithReadTimes({
    awsSdkV3Client: traced(new SecretsManagerClient({ region: config().region })),
  });
  return provider;
}

export async function secretJson(secretId: string): Promise<Record<string, unknown>> {
  const parsed = await secretsProvider().get(secretId, {
    transform: 'json',
    maxAge: SECRET_TTL_MS / 1000,
    forceFetch: forgotten.has(secretId),
  });
  // Forgotten until a read succeeds: a failed one leaves the refused value unused.
  forgotten.delete(secretId);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('Secret value is not a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** How old the cached value is (ms), or undefined when none was read. */
export function secretAge(secretId: string): number | undefined {
  const readAt = provider?.lastReadAt(secretId);
  return readAt === undefined ? undefined : Date.now() - readAt;
}

/** Drops one cached secret: the next read asks Secrets Manager again. */
export function forgetSecret(secretId: string): void {
  forgotten.add(secretId);
}

/** Tests swap the environment (or the mocked client) between cases. */
export function resetSecretsCache(): void {
  provider = undefined;
  forgotten.clear();
}
