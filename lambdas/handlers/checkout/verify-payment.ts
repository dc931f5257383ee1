import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { verifyPayment as verify } from '../../services/checkout/payment-verification-service';

/** POST /api/verify-payment: the signed-in buyer's payment result page. */
export const verifyPayment = defineHandler('POST /api/verify-payment', async ({ body, caller }) => {
  const answer = await verify(body.sessionId, {
    kind: 'user',
    userId: caller.userId,
    email: caller.email,
  });
  return json(200, answer);
});

/** POST /api/verify-payment-universal: the guest's payment result page. */
export const verifyPaymentUniversal = defineHandler(
  'POST /api/verify-payment-universal',
  async ({ body }) => json(200, await verify(body.sessionId, { kind: 'guest' })),
);
