import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { startCheckout } from '../../services/checkout/checkout-service';

/** POST /api/create-payment: a signed-in buyer's Stripe Checkout (prices from the table). */
export const createPayment = defineHandler(
  'POST /api/create-payment',
  async ({ body, caller, clientIp }) => {
    const answer = await startCheckout(
      body.items,
      {
        kind: 'user',
        userId: caller.userId,
        email: caller.email,
        role: caller.role,
        clientIp,
      },
      body.discountCode,
    );
    return json(200, answer);
  },
);

/** POST /api/create-payment-universal: a guest's Stripe Checkout, with their e-mail. */
export const createPaymentUniversal = defineHandler(
  'POST /api/create-payment-universal',
  async ({ body, clientIp }) => {
    const answer = await startCheckout(
      body.items,
      {
        kind: 'guest',
        email: body.email,
        clientIp,
        ...(body.fullName ? { fullName: body.fullName } : {}),
      },
      body.discountCode,
    );
    return json(200, answer);
  },
);
