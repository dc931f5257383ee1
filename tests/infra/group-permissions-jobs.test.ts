/**
 * The background jobs' table and bucket grants, pinned like the API groups'
 * (group-permissions.test.ts).
 */
import { PURGE_JOB_DESCRIPTION, REREAD_JOB_DESCRIPTION } from '../../lib/constructs/jobs';
import { PAYOUTS_WORKER_DESCRIPTION } from '../../lib/constructs/payouts';
import { SEARCH_INDEXER_DESCRIPTION } from '../../lib/constructs/search-indexer';
import { actionsOf, statementsOf, tableWrites, useDevTemplate } from './iam-statements';

useDevTemplate();

test('the jobs write only their partitions too', () => {
  const notify = tableWrites(
    statementsOf(
      'Update notifications: e-mails the buyers of a new version and the notify-me list, in batches',
    ),
  );
  expect(notify[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['NOTIFY#*', 'NOTIFIED#*'] },
  });
  const purge = tableWrites(statementsOf(PURGE_JOB_DESCRIPTION));
  expect(purge[0]?.Condition).toEqual({
    'ForAllValues:StringLike': {
      'dynamodb:LeadingKeys': [
        'USER#*',
        'ORDER#*',
        'STATS',
        'N8N_LIBRARY#*',
        'PAYOUTS#*',
        'META',
        'STOREFRONT#*',
        'HANDLE#*',
        'PRODUCT#*',
        'BROWSE#*',
        'REVIEWS#*',
        'REVIEW_VOTES#*',
        'POPULARITY#*',
        'SALEFIG#*',
        'REVIEW_REQUESTS#*',
      ],
    },
  });
  // The re-read of automation files writes manifests and its progress, and reads objects only.
  const rereadStatements = statementsOf(REREAD_JOB_DESCRIPTION);
  expect(tableWrites(rereadStatements)[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRODUCT#*', 'BROWSE#*', 'META'] },
  });
  const s3Actions = rereadStatements.flatMap(actionsOf).filter((a) => a.startsWith('s3:'));
  expect(s3Actions).toContain('s3:GetObject');
  expect(s3Actions.filter((action) => /Put|Delete/.test(action))).toEqual([]);
  const worker = tableWrites(statementsOf(PAYOUTS_WORKER_DESCRIPTION));
  expect(worker[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PAYOUTS#*', 'ORDER#*', 'SALEFIG#*'] },
  });
  const indexer = tableWrites(statementsOf(SEARCH_INDEXER_DESCRIPTION));
  expect(indexer[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SEARCH#*'] },
  });
});
