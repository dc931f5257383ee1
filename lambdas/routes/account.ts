/** The `account` group: the signed-in caller, guest-purchase linking, payment mode and debug flag. */
import { BY_ACCESS } from './access';
import {
  type DebugPanelFlagResponse,
  type PaymentModeResponse,
  type LinkPurchasesResponse,
  type MeResponse,
  linkPurchasesBody,
} from '../contracts/account';
import { type RouteSpec, responds } from './route-spec';

export const accountRoutes = {
  // The signed-in caller and guest-purchase linking.
  'GET /api/me': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MeResponse>(),
  },
  'POST /api/link-buyer-purchases': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: linkPurchasesBody,
    response: responds<LinkPurchasesResponse>(),
  },
  // For any signed-in caller: the payment-mode lookup and the debug-panel flag.
  'GET /api/payment-mode': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<PaymentModeResponse>(),
  },
  'GET /api/debug-panel': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<DebugPanelFlagResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
