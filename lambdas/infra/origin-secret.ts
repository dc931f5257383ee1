import { secretJson } from './secrets';

/**
 * The value of the generated origin secret (lib/constructs/secrets.ts): what CloudFront sends
 * to the API, and the root the paging cursors' key is derived from (cursor-seal.ts).
 */
export async function originSecretValue(arn: string): Promise<string> {
  const value = (await secretJson(arn))['value'];
  if (typeof value !== 'string' || value.length < 32) {
    throw new Error('The origin secret has no usable value');
  }
  return value;
}
