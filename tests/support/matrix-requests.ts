import { randomUUID } from 'node:crypto';
import type { InvitationSummary } from '../../lambdas/contracts/admin';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { MatrixCaller } from '../../lambdas/routes/access';
import type { RouteKey } from '../../lambdas/routes';
import { createInvitation } from '../../lambdas/services/auth/invitation-service';
import { callAdmin } from './admin-api';
import {
  call,
  guestEmail,
  payOnHostedPage,
  seedProductWithVersions,
  sessionIdOf,
  shopProduct,
} from './checkout';
import { createSignedInUser, type TestUser } from './cognito-users';
import type { MatrixIdentities } from './matrix-callers';
import { productInput } from './manage-api';
import { CATALOGUE_MATRIX_REQUESTS, ownedProduct } from './matrix-owned-products';
import { DISCOUNT_MATRIX_REQUESTS } from './matrix-discounts';
import { N8N_LIBRARY_MATRIX_REQUESTS } from './matrix-n8n-library';
import { ORDERS_MATRIX_REQUESTS } from './matrix-orders';
import { PAYOUTS_MATRIX_REQUESTS } from './matrix-payouts';
import { STOREFRONT_MATRIX_REQUESTS } from './matrix-storefronts';
import { REVIEWS_MATRIX_REQUESTS } from './matrix-reviews';
import { BUNDLES_MATRIX_REQUESTS } from './matrix-bundles';

/**
 * The resources of the authorisation matrix and one valid request per route, so that an admitted
 * caller reaches the route's rules (and a refused one is refused for who they are, not for what
 * they sent). A route without an entry in MATRIX_REQUESTS gets its path ids from the shared
 * fixtures by name and no body.
 */
export interface MatrixFixtures {
  /** Listed, bought by buyer A (signed in) and by a guest, managed by the owning seller. */
  productId: string;
  /** Its draft version and a file of its latest version. */
  draftVersionId: string;
  fileId: string;
  /** Listed, owned by nobody: what checkouts buy. */
  purchasableId: string;
  /** Coming soon: what notify-me is for. */
  comingSoonId: string;
  /** Listed at $0: what "Get it free" claims (again and again: a repeat claim is a no-op). */
  freeId: string;
  /** Buyer A's paid Checkout Session, and a guest's. */
  buyerASessionId: string;
  guestSessionId: string;
  /** The user the admin's user routes act on. */
  subject: TestUser;
  identities: MatrixIdentities;
}

export interface MatrixRequest {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
}

export interface MatrixRequestSpec {
  /** The request this caller sends (called once per case, so it may create what it acts on). */
  build?: (
    fixtures: MatrixFixtures,
    caller: MatrixCaller,
  ) => MatrixRequest | Promise<MatrixRequest>;
  /** The route changes its caller (deletes the account): every case gets a new user. */
  freshCaller?: true;
}

async function paidSession(
  url: string,
  verify: 'POST /api/verify-payment' | 'POST /api/verify-payment-universal',
  token?: string,
): Promise<string> {
  await payOnHostedPage(url);
  const sessionId = sessionIdOf(url);
  const verified = await call(checkout, verify, { token, body: { sessionId } });
  if (verified.body.success !== true) throw new Error(`Payment not verified: ${verified.status}`);
  return sessionId;
}

export async function createMatrixFixtures(identities: MatrixIdentities): Promise<MatrixFixtures> {
  const productId = `matrix-${randomUUID()}`;
  const purchasableId = `matrix-purchasable-${randomUUID()}`;
  const comingSoonId = `matrix-soon-${randomUUID()}`;
  const freeId = `matrix-free-${randomUUID()}`;
  const sellerId = (identities.owningSeller.user as TestUser & { sellerId: string }).sellerId;
  const files = await seedProductWithVersions(shopProduct(productId, { seller_id: sellerId }));
  await putProduct(shopProduct(purchasableId));
  await putProduct(shopProduct(comingSoonId, { coming_soon: true, available_for_purchase: false }));
  await putProduct(shopProduct(freeId, { price: 0 }));
  const buyerA = identities.buyerA.token;
  const items = [{ id: productId }];
  const [signedIn, guest, subject] = await Promise.all([
    call<{ url: string }>(checkout, 'POST /api/create-payment', { token: buyerA, body: { items } }),
    call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
      body: { items, email: guestEmail() },
    }),
    createSignedInUser(),
  ]);
  const draft = files['3.0.0:automation']?.file.version_id;
  const file = files['2.0.0:automation']?.file.id;
  if (!draft || !file) throw new Error('Seeded product without its versions');
  return {
    productId,
    draftVersionId: draft,
    fileId: file,
    purchasableId,
    comingSoonId,
    freeId,
    buyerASessionId: await paidSession(signedIn.body.url, 'POST /api/verify-payment', buyerA),
    guestSessionId: await paidSession(guest.body.url, 'POST /api/verify-payment-universal'),
    subject,
    identities,
  };
}

/** The route's path ids from the shared fixtures, by name, for routes without their own request. */
export function defaultRequest(fixtures: MatrixFixtures, names: readonly string[]): MatrixRequest {
  const ids: Record<string, string> = {
    id: fixtures.productId,
    versionId: fixtures.draftVersionId,
    fileId: fixtures.fileId,
    userId: fixtures.subject.userId,
  };
  return { params: Object.fromEntries(names.map((name) => [name, ids[name] ?? ''])) };
}

async function pendingInvitation(fixtures: MatrixFixtures): Promise<string> {
  const { body } = await callAdmin<InvitationSummary>('POST /api/admin/invitations', {
    token: fixtures.identities.admin.token,
    body: { email: guestEmail(), fullName: 'Invited Person', role: 'user' },
  });
  return body.id;
}

async function invitationToken(): Promise<string> {
  const invitation = await createInvitation({
    email: guestEmail(),
    fullName: 'Invited Person',
    validDays: 7,
  });
  return invitation.token;
}

const session = (sessionId: string) => ({ body: { sessionId } });

export const MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'POST /api/cart/validate': { build: (f) => ({ body: { ids: [f.productId] } }) },
  // Search needs its text (an empty one is a 400 for everyone).
  'GET /api/search': { build: () => ({ query: { q: 'product', platform: 'Make' } }) },
  // Every filter and the sort at once: the same outcome for every caller (admins see more).
  'GET /api/products': {
    build: () => ({
      query: {
        category: 'Sales',
        platform: 'Make',
        app: 'slack',
        min_price: '1',
        max_price: '500',
        sort: 'price_desc',
        limit: '5',
      },
    }),
  },
  'POST /api/notify-product-interest': {
    build: (f) => ({ body: { productId: f.comingSoonId, name: 'Nia', email: guestEmail() } }),
  },
  'POST /api/link-buyer-purchases': {
    build: (f, caller) => ({ body: { email: f.identities[caller].user?.email ?? guestEmail() } }),
  },
  'POST /api/request-password-reset': { build: () => ({ body: { email: guestEmail() } }) },
  'GET /api/invitations/{token}': {
    build: async () => ({ params: { token: await invitationToken() } }),
  },
  'POST /api/complete-invitation': {
    build: async () => ({
      body: { token: await invitationToken(), password: 'Password1', fullName: 'Invited Person' },
    }),
  },
  'POST /api/create-payment': { build: (f) => ({ body: { items: [{ id: f.purchasableId }] } }) },
  'POST /api/create-payment-universal': {
    build: (f) => ({ body: { items: [{ id: f.purchasableId }], email: guestEmail() } }),
  },
  'POST /api/free-claims': { build: (f) => ({ body: { productId: f.freeId } }) },
  'POST /api/free-claims/guest': {
    build: (f) => ({ body: { productId: f.freeId, email: guestEmail() } }),
  },
  'POST /api/verify-payment': { build: (f) => session(f.buyerASessionId) },
  'POST /api/verify-payment-universal': { build: (f) => session(f.guestSessionId) },
  'POST /api/get-buyer-purchases': { build: (f) => session(f.guestSessionId) },
  'POST /api/get-buyer-files': { build: (f) => session(f.guestSessionId) },
  'POST /api/get-buyer-receipt': { build: (f) => session(f.guestSessionId) },
  'POST /api/download-file-unauthorized': {
    build: (f) => ({ body: { sessionId: f.guestSessionId, fileId: f.fileId } }),
  },
  'POST /api/secure-download': {
    build: (f) => ({ body: { productId: f.productId, fileId: f.fileId } }),
  },
  'PUT /api/my/preferences': {
    build: () => ({ body: { news_updates: true, product_notifications: false } }),
  },
  'PUT /api/my/profile': { build: () => ({ body: { fullName: 'Renamed Person' } }) },
  'POST /api/my/delete-account': { freshCaller: true },
  'POST /api/send-deletion-emails': { freshCaller: true, build: () => ({ body: {} }) },
  'POST /api/manage/products': { build: () => ({ body: productInput() }) },
  'PUT /api/manage/products/{id}': {
    build: async (f) => {
      const { id, revision } = await ownedProduct(f);
      return { params: { id }, body: { ...productInput(), revision } };
    },
  },
  'DELETE /api/manage/products/{id}': {
    build: async (f) => ({ params: { id: (await ownedProduct(f)).id } }),
  },
  'PUT /api/manage/products/{id}/flags': {
    build: async (f) => {
      const { id, revision } = await ownedProduct(f);
      return { params: { id }, body: { revision, coming_soon: true } };
    },
  },
  'POST /api/manage/products/{id}/versions': {
    build: async (f) => ({
      params: { id: (await ownedProduct(f)).id },
      body: { version_number: '2.0.0', release_date: '2026-06-01', changelog: '- second' },
    }),
  },
  'PUT /api/manage/products/{id}/versions/{versionId}': {
    build: async (f) => {
      const { id, versionId, version } = await ownedProduct(f);
      return {
        params: { id, versionId },
        body: {
          version_number: '1.0.1',
          release_date: '2026-05-02',
          changelog: '- fixed',
          revision: version.revision,
        },
      };
    },
  },
  'POST /api/manage/products/{id}/versions/{versionId}/publish': {
    build: async (f) => {
      const { id, versionId, version } = await ownedProduct(f);
      return { params: { id, versionId }, body: { revision: version.revision } };
    },
  },
  'POST /api/manage/products/{id}/versions/{versionId}/latest': {
    build: async (f) => {
      const { id, versionId, version } = await ownedProduct(f);
      return { params: { id, versionId }, body: { revision: version.revision } };
    },
  },
  'PUT /api/admin/users/{userId}/role': {
    build: (f) => ({ params: { userId: f.subject.userId }, body: { role: 'test_user' } }),
  },
  'PUT /api/admin/users/{userId}/state': {
    build: (f) => ({ params: { userId: f.subject.userId }, body: { state: 'active' } }),
  },
  'PUT /api/admin/users/{userId}/seller': {
    build: (f) => ({ params: { userId: f.subject.userId }, body: { active: true } }),
  },
  'POST /api/admin/users/{userId}/purchases': {
    build: (f) => ({ params: { userId: f.subject.userId }, body: { productId: f.purchasableId } }),
  },
  'POST /api/admin/invitations': {
    build: () => ({ body: { email: guestEmail(), fullName: 'Invited Person', role: 'user' } }),
  },
  'POST /api/admin/invitations/{invitationId}/resend': {
    build: async (f) => ({ params: { invitationId: await pendingInvitation(f) } }),
  },
  'DELETE /api/admin/invitations/{invitationId}': {
    build: async (f) => ({ params: { invitationId: await pendingInvitation(f) } }),
  },
  'PUT /api/admin/settings/debug-panel': { build: () => ({ body: { enabled: null } }) },
  'PUT /api/admin/settings/architecture': {
    build: () => ({ body: { text: '# Architecture', revision: 0 } }),
  },
  'POST /api/stripe-webhook': { build: () => ({ body: { type: 'checkout.session.completed' } }) },
  ...CATALOGUE_MATRIX_REQUESTS,
  ...N8N_LIBRARY_MATRIX_REQUESTS,
  ...PAYOUTS_MATRIX_REQUESTS,
  ...ORDERS_MATRIX_REQUESTS,
  ...DISCOUNT_MATRIX_REQUESTS,
  ...STOREFRONT_MATRIX_REQUESTS,
  ...REVIEWS_MATRIX_REQUESTS,
  ...BUNDLES_MATRIX_REQUESTS,
};
