import { hasCharge, refundedAmount, sessionByCharge } from './charges';
import { noSuch } from './errors';
import { expandObject, expandPaths } from './expand';
import { listPage } from './lists';
import { objectResolver } from './objects';
import { text } from './params';
import type { ApiContext, ApiRoute } from './routes';
import { createTransfer, reverseTransfer, type TransferFunds } from './transfers';

function ownTransfer({ store, livemode }: ApiContext, id: string) {
  const transfer = store.transfers.get(id);
  if (!transfer || transfer.livemode !== livemode) throw noSuch('transfer', id);
  return transfer;
}

function ownTransfersNewestFirst({ store, livemode }: ApiContext) {
  return store.transfers
    .all()
    .filter((transfer) => transfer.livemode === livemode)
    .reverse();
}

/** What the caller's transfers are checked against, in their mode. */
function fundsOf(context: ApiContext): TransferFunds {
  const { store, livemode } = context;
  return {
    account: (id) => {
      const account = store.accounts.get(id);
      return account?.livemode === livemode ? account : undefined;
    },
    charge: (id) => {
      const session = sessionByCharge(store, id, livemode);
      return session
        ? {
            amount: session.amount_total,
            currency: session.currency,
            refunded: refundedAmount(session),
          }
        : undefined;
    },
    transfers: () => ownTransfersNewestFirst(context),
    collected: (currency) =>
      store.sessions
        .all()
        .filter((session) => session.livemode === livemode && session.currency === currency)
        .filter(hasCharge)
        .reduce((sum, session) => sum + session.amount_total - refundedAmount(session), 0),
  };
}

/**
 * Stripe Connect transfers: `transfers.create`, `retrieve`, `list` (by destination and
 * transfer_group, paged), `createReversal` and `listReversals`.
 */
export const TRANSFER_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/transfers$/,
    handle: (context) => ({
      body: context.store.transfers.save(
        createTransfer(context.params, fundsOf(context), { livemode: context.livemode }),
      ),
    }),
  },
  {
    method: 'GET',
    path: /^\/v1\/transfers$/,
    handle: (context) => {
      const destination = text(context.params.destination);
      const group = text(context.params.transfer_group);
      const matching = ownTransfersNewestFirst(context).filter(
        (transfer) =>
          (!destination || transfer.destination === destination) &&
          (!group || transfer.transfer_group === group),
      );
      return {
        body: listPage(matching, context.params, { url: '/v1/transfers', kind: 'transfer' }),
      };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/transfers\/([^/]+)$/,
    handle: (context) => {
      const transfer = ownTransfer(context, context.ids[0] ?? '');
      const resolver = objectResolver(context.store, context.livemode);
      return { body: expandObject(transfer, expandPaths(context.params), resolver) };
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/transfers\/([^/]+)\/reversals$/,
    handle: (context) => {
      const { transfer, reversal } = reverseTransfer(
        ownTransfer(context, context.ids[0] ?? ''),
        context.params,
      );
      context.store.transfers.save(transfer);
      return { body: reversal };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/transfers\/([^/]+)\/reversals$/,
    handle: (context) => {
      const transfer = ownTransfer(context, context.ids[0] ?? '');
      return {
        body: listPage(transfer.reversals.data, context.params, {
          url: transfer.reversals.url,
          kind: 'transfer_reversal',
        }),
      };
    },
  },
];
