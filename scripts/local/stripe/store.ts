import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalAccount, LocalAccountLink } from './accounts';
import type { LocalCoupon, LocalPromotionCode } from './coupons';
import type { LocalDispute } from './disputes';
import type { LocalInvoice } from './invoices';
import type { LocalProduct } from './products';
import { withDefaults, type LocalCheckoutSession } from './sessions';
import type { LocalTransfer } from './transfers';
import type { LocalWebhookEndpoint } from './webhook-endpoints';

/** Every object of one kind, by key (its id unless told otherwise), in the order they were made. */
export class Collection<T extends { id: string }> {
  private readonly items = new Map<string, T>();

  constructor(
    private readonly onChange: () => void,
    private readonly keyOf: (item: T) => string = (item) => item.id,
  ) {}

  get(key: string): T | undefined {
    return this.items.get(key);
  }

  all(): T[] {
    return [...this.items.values()];
  }

  find(predicate: (item: T) => boolean): T | undefined {
    for (const item of this.items.values()) if (predicate(item)) return item;
    return undefined;
  }

  save(item: T): T {
    this.items.set(this.keyOf(item), item);
    this.onChange();
    return item;
  }

  delete(key: string): void {
    if (this.items.delete(key)) this.onChange();
  }

  load(items: T[] | undefined): void {
    for (const item of items ?? []) this.items.set(this.keyOf(item), item);
  }
}

/** The data file: one JSON object with a list per kind (a bare list is an older sessions file). */
interface SavedState {
  sessions?: LocalCheckoutSession[];
  accounts?: LocalAccount[];
  accountLinks?: LocalAccountLink[];
  transfers?: LocalTransfer[];
  coupons?: LocalCoupon[];
  promotionCodes?: LocalPromotionCode[];
  invoices?: LocalInvoice[];
  disputes?: LocalDispute[];
  products?: LocalProduct[];
  webhookEndpoints?: LocalWebhookEndpoint[];
}

/**
 * Coupon and product ids are chosen by the caller, so live and test may both have a `SUMMER`.
 */
export function couponKey(id: string, livemode: boolean): string {
  return `${livemode ? 'live' : 'test'}:${id}`;
}

/**
 * Everything the local Stripe server holds: in memory, and (with a file) written through to
 * disk, so a restart of `npm start` keeps sessions, payments, accounts, transfers, coupons,
 * promotion codes, invoices, disputes, products and webhook endpoints.
 */
export class LocalStripeStore {
  readonly sessions = new Collection<LocalCheckoutSession>(() => this.persist());
  readonly accounts = new Collection<LocalAccount>(() => this.persist());
  readonly accountLinks = new Collection<LocalAccountLink>(() => this.persist());
  readonly transfers = new Collection<LocalTransfer>(() => this.persist());
  readonly coupons = new Collection<LocalCoupon>(
    () => this.persist(),
    (coupon) => couponKey(coupon.id, coupon.livemode),
  );
  readonly promotionCodes = new Collection<LocalPromotionCode>(() => this.persist());
  readonly invoices = new Collection<LocalInvoice>(() => this.persist());
  readonly disputes = new Collection<LocalDispute>(() => this.persist());
  /** Keyed by mode and id, like coupons: ids are often chosen by the caller. */
  readonly products = new Collection<LocalProduct>(
    () => this.persist(),
    (product) => couponKey(product.id, product.livemode),
  );
  readonly webhookEndpoints = new Collection<LocalWebhookEndpoint>(() => this.persist());

  constructor(private readonly file?: string) {
    if (!file || !existsSync(file)) return;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedState | LocalCheckoutSession[];
      const state: SavedState = Array.isArray(saved) ? { sessions: saved } : saved;
      this.sessions.load(state.sessions?.map(withDefaults));
      this.accounts.load(state.accounts);
      this.accountLinks.load(state.accountLinks);
      this.transfers.load(state.transfers);
      this.coupons.load(state.coupons);
      this.promotionCodes.load(state.promotionCodes);
      this.invoices.load(state.invoices);
      this.disputes.load(state.disputes);
      this.products.load(state.products);
      this.webhookEndpoints.load(state.webhookEndpoints);
    } catch (error) {
      console.error(`Ignoring unreadable data file ${file}: ${String(error)}`);
    }
  }

  /** The session whose payment is this payment intent (`pi_...`). */
  sessionByPaymentIntent(paymentIntent: string): LocalCheckoutSession | undefined {
    return this.sessions.find((session) => session.payment_intent === paymentIntent);
  }

  private persist(): void {
    if (!this.file) return;
    const state: SavedState = {
      sessions: this.sessions.all(),
      accounts: this.accounts.all(),
      accountLinks: this.accountLinks.all(),
      transfers: this.transfers.all(),
      coupons: this.coupons.all(),
      promotionCodes: this.promotionCodes.all(),
      invoices: this.invoices.all(),
      disputes: this.disputes.all(),
      products: this.products.all(),
      webhookEndpoints: this.webhookEndpoints.all(),
    };
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, this.file);
  }
}
