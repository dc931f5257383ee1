import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { freePort, stopProcess } from '../local/processes';
import { ensureTable } from '../local/provision';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';

/**
 * A DynamoDB Local of its own (in memory) with the handlers' environment pointed at it, for
 * the time `run` takes: figures never depend on `npm start`'s data.
 */
export async function withBenchTable<T>(run: () => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const port = await freePort();
  const dynamodb = await startDynamoDbLocal({ port, logDir: dataDir });
  try {
    Object.assign(process.env, {
      [ENV.tableName]: 'bench',
      [ENV.dynamodbEndpoint]: `http://127.0.0.1:${port}`,
      [ENV.filesBucket]: 'unused',
      [ENV.userPoolId]: 'unused',
      [ENV.userPoolClientId]: 'unused',
      [ENV.siteUrl]: 'http://localhost',
      LOG_LEVEL: 'silent',
    });
    // Earlier parts ran the same modules against other emulators: start afresh.
    resetConfigCache();
    resetAwsClients();
    await ensureTable(`http://127.0.0.1:${port}`, 'bench');
    return await run();
  } finally {
    await stopProcess(dynamodb);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
