import { verifyPaymentBody } from '../../contracts/checkout';
import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { signedIn } from '../../http/signed-in';
import { verifyPayment as verify } from '../../services/payment-verification-service';

/** POST /api/verify-payment: the signed-in buyer's payment result page. */
export const verifyPayment = defineHandler({
  access: 'signed-in',
  body: verifyPaymentBody,
  handle: async ({ body, caller: maybeCaller }) => {
    const caller = signedIn(maybeCaller);
    const answer = await verify(body.sessionId, {
      kind: 'user',
      userId: caller.userId,
      email: caller.email,
    });
    return json(200, answer);
  },
});

/** POST /api/verify-payment-universal: the guest's payment result page. */
export const verifyPaymentUniversal = defineHandler({
  access: 'public',
  body: verifyPaymentBody,
  handle: async ({ body }) => json(200, await verify(body.sessionId, { kind: 'guest' })),
});
