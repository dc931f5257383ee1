/** The `downloads` group: a guest buyer's downloads by paid Checkout Session. */
import { BY_ACCESS } from './access';
import {
  type BuyerFilesResponse,
  type BuyerPurchaseResponse,
  type DownloadUrlResponse,
  guestDownloadBody,
  sessionBody,
} from '../contracts/downloads';
import type { Receipt } from '../contracts/receipts';
import { type RouteSpec, responds } from './route-spec';

export const downloadsRoutes = {
  // Guest downloads by paid Checkout Session.
  'POST /api/get-buyer-purchases': {
    group: 'downloads',
    access: 'public',
    outcomes: BY_ACCESS,
    body: sessionBody,
    response: responds<BuyerPurchaseResponse>(),
  },
  'POST /api/get-buyer-files': {
    group: 'downloads',
    access: 'public',
    outcomes: BY_ACCESS,
    body: sessionBody,
    response: responds<BuyerFilesResponse>(),
  },
  'POST /api/download-file-unauthorized': {
    group: 'downloads',
    access: 'public',
    outcomes: BY_ACCESS,
    body: guestDownloadBody,
    response: responds<DownloadUrlResponse>(),
  },
  // The printable receipt of a paid guest order (guests reach it from their downloads page).
  'POST /api/get-buyer-receipt': {
    group: 'downloads',
    access: 'public',
    outcomes: BY_ACCESS,
    body: sessionBody,
    response: responds<Receipt>(),
  },
} as const satisfies Record<string, RouteSpec>;
