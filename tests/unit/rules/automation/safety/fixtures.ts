import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.join(__dirname, '../../../../fixtures/automation/safety');

/**
 * Fake secrets of each kind, put together at run time so the repository holds nothing a secret
 * scanner would flag. The fixtures say where they go with @@NAME@@ markers.
 */
export const SECRETS = {
  STRIPE_LIVE: ['sk', 'live', '51Hx9Q9rT2mLk8Vb3Nc7Xz4Pw6Ys1'].join('_'),
  STRIPE_TEST: ['sk', 'test', '51Hx9Q9rT2mLk8Vb3Nc7Xz4Pw6Ys2'].join('_'),
  STRIPE_RESTRICTED: ['rk', 'live', '51Hx9Q9rT2mLk8Vb3Nc7Xz4Pw6Ys3'].join('_'),
  AWS: 'AKIA' + 'Z7Q4R2M8K3T6W9YB',
  GOOGLE: 'AIza' + 'SyB3x9Qm2LkV7nR4tW8pZ1cF6hJ0dG5sYeU',
  MAILGUN: 'key-' + '3f9a1c7e5b2d8f4a6c0e9b7d5f3a1c8e',
  TWILIO: 'SK' + '8e1c3a5f7b9d2e4f6a8c0b2d4f6e8a1c',
  BEARER: 'f3a9K2mQ7xL0pR5tV8wZ1bN4' + 'cD6eH9jY2uI5oP8',
  PASSWORD: 'Tr0ub4dor3x' + 'Qz',
  PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
} as const;

export type SecretName = keyof typeof SECRETS;

/** A fixture's text with its markers replaced (JSON-escaped: keys hold newlines). */
export function fixtureText(name: string): string {
  const text = readFileSync(path.join(DIR, name), 'utf8');
  return text.replace(/@@([A-Z_]+)@@/g, (marker, key: string) =>
    key in SECRETS ? JSON.stringify(SECRETS[key as SecretName]).slice(1, -1) : marker,
  );
}

export const fixture = (name: string): unknown => JSON.parse(fixtureText(name));
