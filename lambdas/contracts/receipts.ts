/**
 * A purchase's receipt: what the buyer paid, line by line, from the order the shop recorded
 * (every purchase has one, with or without a Stripe invoice). Amounts are in cents.
 * GET /api/my/products/{id}/receipt (the signed-in buyer who owns the purchase; others 404) and
 * POST /api/get-buyer-receipt (a paid guest order, keyed by its Checkout Session like the other
 * guest download routes).
 */
export type { Receipt, ReceiptLine } from '../rules/receipt';
