import { randomUUID } from 'node:crypto';
import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { ensureTable } from '../../scripts/local/provision';

/**
 * A fresh table in the shared DynamoDB Local for one test file, so files running in parallel
 * never see each other's items. The handlers pick it up through TABLE_NAME.
 */
export async function useIsolatedTable(): Promise<string> {
  const endpoint = process.env[ENV.dynamodbEndpoint];
  if (!endpoint) throw new Error('Integration tests need the local stack (run them through Jest)');
  const tableName = `test-${randomUUID()}`;
  await ensureTable(endpoint, tableName);
  process.env[ENV.tableName] = tableName;
  resetConfigCache();
  resetAwsClients();
  return tableName;
}
