import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { credentialsRefusal } from './aws-checks';
import { Refusal } from './errors';

/**
 * The stack's operator-filled secrets (lib/constructs/secrets.ts): a JSON object whose keys the
 * functions read. Only the named keys are changed, every other key (the generated placeholder,
 * the other mode's values) is kept, and nothing is written when the values are already there.
 */
export type SecretJson = Record<string, unknown>;

export function regionOfArn(arn: string): string {
  const region = arn.split(':')[3];
  if (!region) throw new Refusal(`Not a Secrets Manager ARN: ${arn}`);
  return region;
}

export function storedText(secret: SecretJson, key: string): string {
  const value = secret[key];
  return typeof value === 'string' ? value.trim() : '';
}

async function withCredentials<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw credentialsRefusal(error) ?? error;
  }
}

export async function readSecretJson(
  client: SecretsManagerClient,
  arn: string,
): Promise<SecretJson> {
  const answer = await withCredentials(() =>
    client.send(new GetSecretValueCommand({ SecretId: arn })),
  );
  try {
    const value: unknown = JSON.parse(answer.SecretString ?? '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as SecretJson;
  } catch {
    // Refused below, without echoing the value.
  }
  throw new Refusal(`The secret ${arn} does not hold a JSON object; fix it in the console first.`);
}

/**
 * Writes `values` over the secret's current JSON when any differs, returning the names of the
 * keys that changed (an empty list: nothing written).
 */
export async function writeSecretKeys(
  client: SecretsManagerClient,
  arn: string,
  current: SecretJson,
  values: Record<string, string>,
): Promise<string[]> {
  const changed = Object.keys(values).filter((key) => storedText(current, key) !== values[key]);
  if (!changed.length) return [];
  const next = { ...current, ...values };
  await withCredentials(() =>
    client.send(new PutSecretValueCommand({ SecretId: arn, SecretString: JSON.stringify(next) })),
  );
  return changed;
}
