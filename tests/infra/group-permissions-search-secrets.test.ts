/** Who may read and write the search index's snapshots; who reads the Connect signing secret. */
import { SEARCH_SNAPSHOT_PREFIX } from '../../lambdas/repositories/keys';
import { SEARCH_INDEXER_DESCRIPTION } from '../../lib/constructs/search-indexer';
import { resourcesOf } from './synth';
import { actionsOf, statementsOf, template, useDevTemplate } from './iam-statements';

useDevTemplate();

/** The S3 statements of a function's role that name the files bucket's search-index/ prefix. */
function snapshotStatements(description: string) {
  return statementsOf(description).filter((statement) =>
    JSON.stringify(statement.Resource).includes(SEARCH_SNAPSHOT_PREFIX),
  );
}

test('search reads the index snapshots only; the indexer alone writes them', () => {
  const search = snapshotStatements('API function group search');
  expect(search.flatMap(actionsOf)).toEqual(['s3:GetObject']);
  // Nothing but the snapshots: no product file is readable by the search function.
  const s3Actions = statementsOf('API function group search').filter((statement) =>
    actionsOf(statement).some((action) => action.startsWith('s3:')),
  );
  expect(s3Actions).toEqual(search);
  expect(snapshotStatements(SEARCH_INDEXER_DESCRIPTION).flatMap(actionsOf).sort()).toEqual([
    's3:DeleteObject',
    's3:GetObject',
    's3:PutObject',
  ]);
  const writers = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
    .map((fn) => fn.Properties['Description'])
    .filter((description): description is string => typeof description === 'string')
    .filter((description) =>
      snapshotStatements(description).some((statement) =>
        actionsOf(statement).includes('s3:PutObject'),
      ),
    );
  expect(writers).toEqual([SEARCH_INDEXER_DESCRIPTION]);
});

test('only the payouts group reads the Connect signing secret', () => {
  const secrets = resourcesOf(template, 'AWS::SecretsManager::Secret');
  const connect = Object.keys(secrets).find((id) => id.includes('StripeConnectSecret'));
  expect(connect).toBeDefined();
  const readers = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
    .map((fn) => fn.Properties['Description'])
    .filter((description): description is string => typeof description === 'string')
    .filter((description) =>
      statementsOf(description).some(
        (statement) =>
          actionsOf(statement).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(connect ?? '-'),
      ),
    );
  expect(readers).toEqual(['API function group payouts']);
});
