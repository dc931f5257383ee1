import type { SQSEvent } from 'aws-lambda';
import { sqsCorrelationId } from '../../../lambdas/infra/observed-job';
import { METRIC, metrics } from '../../../lambdas/infra/metrics';
import { PurgeIncompleteError, purgeRun } from '../../../lambdas/jobs/purge-deleted-accounts';
import { purgeDeletedAccounts } from '../../../lambdas/services/my-account/account-purge-service';

jest.mock('../../../lambdas/services/my-account/account-purge-service', () => ({
  purgeDeletedAccounts: jest.fn(),
}));
const purge = jest.mocked(purgeDeletedAccounts);

process.env.LOG_LEVEL = 'silent';

/** Values of one metric in the EMF document the next flush would write. */
function stored(name: string): number[] {
  const emf = metrics.serializeMetrics() as unknown as Record<string, unknown>;
  const value = emf[name];
  return value === undefined ? [] : [value].flat().map(Number);
}

beforeEach(() => metrics.clearMetrics());

describe('nightly purge run', () => {
  test('a run where every account was purged succeeds and reports no failure', async () => {
    purge.mockResolvedValue({ purged: ['u1', 'u2'], failed: [] });
    await expect(purgeRun(new Date())).resolves.toEqual({ purged: 2, failed: 0 });
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  test('each account that failed is one PurgeFailures, and the run fails (Errors alarm)', async () => {
    purge.mockResolvedValue({ purged: ['u1'], failed: ['u2', 'u3'] });
    await expect(purgeRun(new Date())).rejects.toEqual(
      new PurgeIncompleteError(
        '2 of 3 accounts could not be purged; they are retried on the next run',
      ),
    );
    expect(stored(METRIC.purgeFailures)).toEqual([1, 1]);
  });
});

test('queued jobs carry the correlation id of the request that queued them', () => {
  const record = (id?: string) => ({
    messageId: 'm',
    body: '{}',
    messageAttributes: id ? { correlationId: { stringValue: id, dataType: 'String' } } : {},
  });
  const event = (ids: (string | undefined)[]) =>
    ({ Records: ids.map(record) }) as unknown as SQSEvent;
  expect(sqsCorrelationId(event(['req-1', 'req-1']))).toBe('req-1');
  expect(sqsCorrelationId(event(['req-1', undefined, 'req-2']))).toBe('req-1,req-2');
  expect(sqsCorrelationId(event([undefined]))).toBeUndefined();
});
