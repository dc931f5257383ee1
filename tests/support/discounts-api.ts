import { randomUUID } from 'node:crypto';
import type {
  DiscountCodeList,
  DiscountCodeSummary,
  DiscountQuote,
} from '../../lambdas/contracts/discounts';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as discounts } from '../../lambdas/functions/discounts';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { callEntry } from './api-event';
import {
  call,
  completedEvent,
  guestEmail,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from './checkout';
import { createSignedInUser, type TestUser } from './cognito-users';
import { useIsolatedTable } from './isolated-table';
import { createSeller } from './manage-api';

export interface DiscountAnswer<T> {
  status: number;
  body: T & { error?: string };
}

/** Calls a route of the `discounts` group in-process, as API Gateway would. */
export async function discountCall<T = DiscountCodeSummary>(
  routeKey: string,
  options: {
    token?: string;
    params?: Record<string, string>;
    body?: unknown;
    sourceIp?: string;
  } = {},
): Promise<DiscountAnswer<T>> {
  const { status, body } = await callEntry<T & { error?: string }>(discounts, routeKey, options);
  return { status, body };
}

let codes = 0;

/** A code name no other test uses. */
export function uniqueCode(prefix = 'SAVE'): string {
  codes += 1;
  return `${prefix}${Date.now().toString(36)}${codes}`.toUpperCase();
}

export function createCode(
  token: string,
  body: Record<string, unknown>,
  route = 'POST /api/admin/discount-codes',
) {
  return discountCall<DiscountCodeSummary>(route, { token, body });
}

/** The cart's check of a code, as a guest's browser sends it (from a fresh client unless named). */
export function checkCode(code: string, items: string[], sourceIp?: string) {
  return discountCall<DiscountQuote>('POST /api/discount-codes/check', {
    body: { code, items: items.map((id) => ({ id })) },
    sourceIp,
  });
}

export function guestCheckout(items: string[], discountCode?: string, sourceIp?: string) {
  return call<{ url: string; error?: string }>(checkout, 'POST /api/create-payment-universal', {
    body: {
      items: items.map((id) => ({ id })),
      email: guestEmail(),
      ...(discountCode ? { discountCode } : {}),
    },
    sourceIp,
  });
}

/** A signed-in buyer's checkout (from a fresh client unless named). */
export function buyerCheckout(
  token: string,
  items: string[],
  discountCode?: string,
  sourceIp?: string,
) {
  return call<{ url: string; error?: string }>(checkout, 'POST /api/create-payment', {
    token,
    body: { items: items.map((id) => ({ id })), ...(discountCode ? { discountCode } : {}) },
    sourceIp,
  });
}

/** Pays on the hosted page, then delivers the completion webhook twice at once. */
export async function payAndDeliverTwice(url: string): Promise<string> {
  const sessionId = sessionIdOf(url);
  await payOnHostedPage(url);
  const events = await Promise.all([completedEvent(sessionId), completedEvent(sessionId)]);
  const answers = await Promise.all(
    events.map((event) =>
      call(webhook, 'POST /api/stripe-webhook', {
        rawBody: event.payload,
        headers: { 'stripe-signature': event.signature },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  if (statuses.some((status) => status !== 200)) throw new Error(`Webhook answered ${statuses}`);
  return sessionId;
}

/** A code as the given list route shows it to the caller, if it lists it at all. */
export async function listedCode(
  id: string,
  token: string,
  route = 'GET /api/admin/discount-codes',
) {
  const { body } = await discountCall<DiscountCodeList>(route, { token });
  return body.codes.find((code) => code.id === id);
}

export interface DiscountFixtures {
  admin: TestUser;
  seller: TestUser & { sellerId: string };
  otherSeller: TestUser & { sellerId: string };
  /** Shop products, no seller: $49.00 and $19.99. */
  shopWide: string;
  other: string;
  /** $10.01, the seller's; $30.00, the other seller's. */
  sellerProduct: string;
  otherSellerProduct: string;
}

/** A fresh table with an admin, two sellers and their products. */
export async function discountFixtures(): Promise<DiscountFixtures> {
  await useIsolatedTable();
  const [admin, seller, otherSeller] = await Promise.all([
    createSignedInUser({ groups: ['admin'] }),
    createSeller(),
    createSeller(),
  ]);
  const fixtures: DiscountFixtures = {
    admin,
    seller,
    otherSeller,
    shopWide: `shop-${randomUUID()}`,
    other: `other-${randomUUID()}`,
    sellerProduct: `seller-${randomUUID()}`,
    otherSellerProduct: `foreign-${randomUUID()}`,
  };
  await Promise.all([
    putProduct(shopProduct(fixtures.shopWide, { name: 'Lead CRM', price: 49 })),
    putProduct(shopProduct(fixtures.other, { name: 'Invoice OCR', price: 19.99 })),
    putProduct(
      shopProduct(fixtures.sellerProduct, {
        name: 'Seller Flow',
        price: 10.01,
        seller_id: seller.sellerId,
      }),
    ),
    putProduct(
      shopProduct(fixtures.otherSellerProduct, {
        name: 'Foreign Flow',
        price: 30,
        seller_id: otherSeller.sellerId,
      }),
    ),
  ]);
  return fixtures;
}
