import type { LocalAccount } from './accounts';
import { buildEvent, previousAttributes, type OutgoingEvent } from './events';
import type { LocalStripeStore } from './store';

/**
 * Saves a changed account and returns its `account.updated` event for the Connect endpoint
 * (none when nothing changed), with the account's id at the top level and the earlier values
 * in `previous_attributes`, as Stripe sends it.
 */
export function saveAccountChange(
  store: LocalStripeStore,
  before: LocalAccount,
  after: LocalAccount,
): OutgoingEvent[] {
  const previous = previousAttributes({ ...before }, { ...after });
  if (Object.keys(previous).length === 0) return [];
  store.accounts.save(after);
  return [
    {
      endpoint: 'connect',
      event: buildEvent('account.updated', after, {
        livemode: after.livemode,
        account: after.id,
        previousAttributes: previous,
      }),
    },
  ];
}
