import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';

/**
 * Secrets Manager reads, cached per Lambda container: one GetSecretValue per secret per cold
 * start. A failed read is not cached, so the next request tries again.
 */
let client: SecretsManagerClient | undefined;
const cache = new Map<string, Promise<Record<string, unknown>>>();

async function fetchSecretJson(secretId: string): Promise<Record<string, unknown>> {
  client ??= new SecretsManagerClient({ region: config().region });
  const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!result.SecretString) throw new Error('Secret has no string value');
  const parsed = JSON.parse(result.SecretString) as unknown;
  if (!parsed || typeof parsed !== 'object') throw new Error('Secret value is not a JSON object');
  return parsed as Record<string, unknown>;
}

export function secretJson(secretId: string): Promise<Record<string, unknown>> {
  let pending = cache.get(secretId);
  if (!pending) {
    pending = fetchSecretJson(secretId);
    cache.set(secretId, pending);
    pending.catch(() => cache.delete(secretId));
  }
  return pending;
}

/** Tests swap the environment (or the mocked client) between cases. */
export function resetSecretsCache(): void {
  cache.clear();
  client = undefined;
}
