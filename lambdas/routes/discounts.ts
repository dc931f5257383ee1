/** The `discounts` group: discount codes of the shop and of sellers, and the cart's check. */
import {
  type DiscountCodeList,
  type DiscountCodeSummary,
  type DiscountQuote,
  checkDiscountCodeBody,
  createDiscountCodeBody,
} from '../contracts/discounts';
import { BY_ACCESS } from './access';
import { type RouteSpec, responds } from './route-spec';

export const discountsRoutes = {
  // The admin's codes: the whole shop's, for any product or for all of them.
  'GET /api/admin/discount-codes': {
    group: 'discounts',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<DiscountCodeList>(),
  },
  'POST /api/admin/discount-codes': {
    group: 'discounts',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: createDiscountCodeBody,
    response: responds<DiscountCodeSummary>(),
  },
  'POST /api/admin/discount-codes/{codeId}/deactivate': {
    group: 'discounts',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<DiscountCodeSummary>(),
  },
  // A seller's codes, limited to their own products (an admin here acts as the admin).
  'GET /api/seller/discount-codes': {
    group: 'discounts',
    access: 'seller',
    outcomes: BY_ACCESS,
    response: responds<DiscountCodeList>(),
  },
  'POST /api/seller/discount-codes': {
    group: 'discounts',
    access: 'seller',
    // A product of another seller is not found, exactly like one that does not exist.
    outcomes: { ownedBy: 'owningSeller' },
    body: createDiscountCodeBody,
    response: responds<DiscountCodeSummary>(),
  },
  'POST /api/seller/discount-codes/{codeId}/deactivate': {
    group: 'discounts',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<DiscountCodeSummary>(),
  },
  // The cart's check before checkout: per-line discounts and the reduced total.
  'POST /api/discount-codes/check': {
    group: 'discounts',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    body: checkDiscountCodeBody,
    response: responds<DiscountQuote>(),
  },
} as const satisfies Record<string, RouteSpec>;
