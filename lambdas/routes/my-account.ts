/** The `my-account` group: the signed-in buyer's account area (/myaccount). */
import { BY_ACCESS } from './access';
import {
  type DeleteAccountResponse,
  type MyPurchasesResponse,
  type Preferences,
  type ProfileResponse,
  type PurchasedProductResponse,
  type SecureDownloadResponse,
  deletionEmailsBody,
  preferencesBody,
  profileBody,
  secureDownloadBody,
} from '../contracts/my-account';
import type { Receipt } from '../contracts/receipts';
import { type MyN8nLibraryCreated, type MyN8nLibraryStatus } from '../contracts/n8n-library';
import { type RouteSpec, responds } from './route-spec';

export const myAccountRoutes = {
  // The signed-in buyer's account area (account spec: /myaccount).
  'GET /api/my/purchases': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyPurchasesResponse>(),
  },
  'GET /api/my/products/{id}': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    response: responds<PurchasedProductResponse>(),
  },
  // The printable receipt of the caller's purchase of a product, with or without an invoice.
  'GET /api/my/products/{id}/receipt': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    response: responds<Receipt>(),
  },
  'POST /api/secure-download': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    body: secureDownloadBody,
    response: responds<SecureDownloadResponse>(),
  },
  'GET /api/my/preferences': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<Preferences>(),
  },
  'PUT /api/my/preferences': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: preferencesBody,
    response: responds<Preferences>(),
  },
  'PUT /api/my/profile': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: profileBody,
    response: responds<ProfileResponse>(),
  },
  'POST /api/my/delete-account': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<DeleteAccountResponse>(),
  },
  'POST /api/send-deletion-emails': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: deletionEmailsBody,
    response: responds<DeleteAccountResponse>(),
  },
  // The buyer's personal n8n template library URL: status, create or rotate, revoke.
  'GET /api/my/n8n-library': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyN8nLibraryStatus>(),
  },
  'POST /api/my/n8n-library': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyN8nLibraryCreated>(),
  },
  'DELETE /api/my/n8n-library': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<undefined>(),
  },
} as const satisfies Record<string, RouteSpec>;
