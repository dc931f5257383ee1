import { randomBytes } from 'node:crypto';
import type { LocalAccount } from './accounts';
import { missingParam, noSuch, StripeRequestError } from './errors';
import {
  currencyParam,
  dollars,
  integer,
  metadata,
  requiredText,
  text,
  type Params,
} from './params';

/**
 * Transfers to connected accounts and their reversals. The reversals are kept in the transfer,
 * already as the list Stripe embeds (`reversals`).
 */
export interface LocalTransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  balance_transaction: null;
  created: number;
  currency: string;
  destination_payment_refund: null;
  metadata: Record<string, string>;
  source_refund: null;
  transfer: string;
}

export interface LocalTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: null;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: boolean;
  metadata: Record<string, string>;
  reversals: {
    object: 'list';
    data: LocalTransferReversal[];
    has_more: false;
    total_count: number;
    url: string;
  };
  reversed: boolean;
  source_transaction: string | null;
  source_type: 'card';
  transfer_group: string | null;
}

/** What a transfer is checked against: the destination, the source charge, the balance. */
export interface TransferFunds {
  account(id: string): LocalAccount | undefined;
  /** A paid charge of the caller's mode: its amount, currency and refunded amount. */
  charge(id: string): { amount: number; currency: string; refunded: number } | undefined;
  /** The caller's transfers so far. */
  transfers(): LocalTransfer[];
  /** What the platform's payments brought in, less refunds, in this currency. */
  collected(currency: string): number;
}

function netAmount(transfer: LocalTransfer): number {
  return transfer.amount - transfer.amount_reversed;
}

function insufficient(message: string, param = 'amount'): StripeRequestError {
  return new StripeRequestError(message, param, { code: 'balance_insufficient' });
}

/**
 * `transfers.create`. Refused, as Stripe refuses them, when the destination cannot receive
 * transfers, when the source charge is unknown, or when the amount is more than what is left
 * (of the source charge: its amount less refunds and earlier transfers from it; without a
 * source: of the platform's balance).
 */
export function createTransfer(
  params: Params,
  funds: TransferFunds,
  options: { livemode: boolean },
): LocalTransfer {
  const amount = integer(params, 'amount', { min: 1 });
  if (amount === undefined) throw missingParam('amount');
  const currency = currencyParam(params);
  const destinationId = requiredText(params, 'destination');
  const destination = funds.account(destinationId);
  if (!destination) throw noSuch('destination', destinationId, 'destination');
  if (destination.capabilities.transfers !== 'active') {
    throw new StripeRequestError(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      'destination',
      { code: 'insufficient_capabilities_for_transfer' },
    );
  }
  const sourceTransaction = text(params.source_transaction) || null;
  if (sourceTransaction) {
    const charge = funds.charge(sourceTransaction);
    if (!charge) throw noSuch('charge', sourceTransaction, 'source_transaction');
    if (charge.currency !== currency) {
      throw new StripeRequestError(
        `The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the transfer currency (${currency}).`,
        'currency',
      );
    }
    const transferred = funds
      .transfers()
      .filter((transfer) => transfer.source_transaction === sourceTransaction)
      .reduce((sum, transfer) => sum + netAmount(transfer), 0);
    const left = charge.amount - charge.refunded - transferred;
    if (amount > left) {
      throw insufficient(
        `Insufficient funds on the source transaction ${sourceTransaction}: the transfer amount (${dollars(amount)}) is greater than what is left of it (${dollars(Math.max(left, 0))}) after refunds and earlier transfers.`,
      );
    }
  } else {
    const transferred = funds
      .transfers()
      .filter((transfer) => transfer.currency === currency)
      .reduce((sum, transfer) => sum + netAmount(transfer), 0);
    const available = funds.collected(currency) - transferred;
    if (amount > available) {
      throw insufficient(
        `Insufficient funds in Stripe account: the available ${currency.toUpperCase()} balance is ${dollars(Math.max(available, 0))}.`,
      );
    }
  }
  const id = `tr_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: null,
    created: Math.floor(Date.now() / 1000),
    currency,
    description: text(params.description) ?? null,
    destination: destination.id,
    destination_payment: `py_${randomBytes(12).toString('hex')}`,
    livemode: options.livemode,
    metadata: metadata(params.metadata),
    reversals: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/transfers/${id}/reversals`,
    },
    reversed: false,
    source_transaction: sourceTransaction,
    source_type: 'card',
    transfer_group: text(params.transfer_group) || null,
  };
}

/** `transfers.createReversal`: the rest of the transfer without `amount`, never more than that. */
export function reverseTransfer(
  transfer: LocalTransfer,
  params: Params,
): { transfer: LocalTransfer; reversal: LocalTransferReversal } {
  const left = netAmount(transfer);
  if (left <= 0) {
    throw new StripeRequestError(
      `Transfer ${transfer.id} has already been fully reversed.`,
      'amount',
    );
  }
  const amount = integer(params, 'amount', { min: 1 }) ?? left;
  if (amount > left) {
    throw new StripeRequestError(
      `Reversal amount (${dollars(amount)}) is greater than the amount left to reverse on transfer ${transfer.id} (${dollars(left)}).`,
      'amount',
    );
  }
  const reversal: LocalTransferReversal = {
    id: `trr_${randomBytes(12).toString('hex')}`,
    object: 'transfer_reversal',
    amount,
    balance_transaction: null,
    created: Math.floor(Date.now() / 1000),
    currency: transfer.currency,
    destination_payment_refund: null,
    metadata: metadata(params.metadata),
    source_refund: null,
    transfer: transfer.id,
  };
  const data = [reversal, ...transfer.reversals.data];
  const amountReversed = transfer.amount_reversed + amount;
  return {
    reversal,
    transfer: {
      ...transfer,
      amount_reversed: amountReversed,
      reversed: amountReversed >= transfer.amount,
      reversals: { ...transfer.reversals, data, total_count: data.length },
    },
  };
}
