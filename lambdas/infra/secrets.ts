import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';
import { traced } from './tracing';

/**
 * Secrets Manager reads, cached per Lambda container for a short time: a rotated value (a rolled
 * Stripe key, a new origin secret) is picked up within SECRET_TTL_MS without a cold start, and
 * callers that see the old value refused can forget it at once (forgetSecret). A failed read is
 * not cached, so the next request tries again.
 */
export const SECRET_TTL_MS = 5 * 60 * 1000;

let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: Promise<Record<string, unknown>>; fetchedAt: number }>();

async function fetchSecretJson(secretId: string): Promise<Record<string, unknown>> {
  client ??= traced(new SecretsManagerClient({ region: config().region }));
  const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!result.SecretString) throw new Error('Secret has no string value');
  const parsed = JSON.parse(result.SecretString) as unknown;
  if (!parsed || typeof parsed !== 'object') throw new Error('Secret value is not a JSON object');
  return parsed as Record<string, unknown>;
}

export function secretJson(secretId: string): Promise<Record<string, unknown>> {
  const cached = cache.get(secretId);
  if (cached && Date.now() - cached.fetchedAt < SECRET_TTL_MS) return cached.value;
  const value = fetchSecretJson(secretId);
  const entry = { value, fetchedAt: Date.now() };
  cache.set(secretId, entry);
  value.catch(() => {
    if (cache.get(secretId) === entry) cache.delete(secretId);
  });
  return value;
}

/** How old the cached value is (ms), or undefined when none is cached. */
export function secretAge(secretId: string): number | undefined {
  const cached = cache.get(secretId);
  return cached ? Date.now() - cached.fetchedAt : undefined;
}

/** Drops one cached secret: the next read asks Secrets Manager again. */
export function forgetSecret(secretId: string): void {
  cache.delete(secretId);
}

/** Tests swap the environment (or the mocked client) between cases. */
export function resetSecretsCache(): void {
  cache.clear();
  client = undefined;
}
