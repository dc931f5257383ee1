import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { resetTokenVerifier } from '../../lambdas/infra/token-verifier';
import { ensureUserPool } from '../../scripts/local/provision';
import { cognitoIssuer } from '../../scripts/local/services/cognito-local';

/**
 * A fresh user pool (app client and role groups) in the shared cognito-local for one test file,
 * for rules that count users of a group (the last admin), which other files' users would skew.
 */
export async function useIsolatedUserPool(): Promise<void> {
  const endpoint = process.env[ENV.cognitoEndpoint];
  if (!endpoint) throw new Error('Integration tests need the local stack (run them through Jest)');
  const pool = await ensureUserPool(endpoint);
  process.env[ENV.userPoolId] = pool.userPoolId;
  process.env[ENV.userPoolClientId] = pool.userPoolClientId;
  process.env[ENV.cognitoIssuer] = cognitoIssuer(Number(new URL(endpoint).port), pool.userPoolId);
  resetConfigCache();
  resetAwsClients();
  resetTokenVerifier();
}
