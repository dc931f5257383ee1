/**
 * The declared partitions cover every key: a new kind of item whose partition no group may write
 * fails here, not on AWS.
 */
import {
  auditKeys,
  counterKeys,
  discountKeys,
  storefrontKeys,
  keys,
  n8nLibraryKeys,
  payoutKeys,
  rateLimitKeys,
  reviewKeys,
  webhookFailureKeys,
} from '../../lambdas/repositories/keys';
import { TABLE_PARTITIONS } from '../../lib/constructs/permissions';

test('every partition key the repositories build falls under a declared partition', () => {
  const patterns = Object.values(TABLE_PARTITIONS).map(
    (pattern) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*')}$`),
  );
  const builtKeys = [
    ...Object.values(keys as Record<string, (...args: string[]) => { PK: string } | string>).map(
      (build) => build('a', 'b', 'c'),
    ),
    auditKeys.entry('2026-01-01T00:00:00Z', 'x'),
    counterKeys.salesShard('2026-01', 1),
    rateLimitKeys.window('scope', 'subject', 'start'),
    webhookFailureKeys.item('evt_1'),
    n8nLibraryKeys.owner('a'),
    n8nLibraryKeys.token('b'),
    payoutKeys.account('a'),
    payoutKeys.transfer('a', 'b'),
    payoutKeys.entry('a', 'b'),
    payoutKeys.connectedAccount('acct_1'),
    discountKeys.code('a'),
    discountKeys.name('B'),
    storefrontKeys.profile('a'),
    storefrontKeys.follower('a', 'b'),
    storefrontKeys.handle('c'),
    storefrontKeys.follow('a', 'b'),
    storefrontKeys.listingAnnounced('a'),
    reviewKeys.review('a', 'b'),
    reviewKeys.aggregate('a'),
    reviewKeys.report('a', 'b', 'c'),
  ];
  for (const built of builtKeys) {
    const pk = typeof built === 'string' ? built : built.PK;
    expect({ pk, covered: patterns.some((pattern) => pattern.test(pk)) }).toEqual({
      pk,
      covered: true,
    });
  }
});
