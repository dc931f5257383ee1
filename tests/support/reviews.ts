import { handler as reviews } from '../../lambdas/functions/reviews';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import type { Caller } from '../../lambdas/services/shared/caller';
import { apiEvent, testContext } from './api-event';

/** Calls a route of the `reviews` group in-process, as API Gateway would. */
export async function send(
  key: string,
  options: {
    token?: string;
    params: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
  },
) {
  const result = await reviews(
    apiEvent(key, {
      token: options.token,
      pathParameters: options.params,
      body: options.body,
      query: options.query,
    }),
    { ...testContext },
  );
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(result.body ?? '{}') as Record<string, unknown>,
  };
}

/** The user owns the product (a purchase item, as fulfilment or linking writes it). */
export function owns(
  userId: string,
  productId: string,
  extra: { refunded_at?: string; source?: 'linked' } = {},
) {
  return putPurchase({
    user_id: userId,
    product_id: productId,
    purchase_date: new Date().toISOString(),
    amount_paid_cents: 1000,
    is_test: false,
    ...extra,
  });
}

/** A caller for the services (they take the caller the authentication resolved). */
export function caller(userId: string, role: Caller['role'] = 'user'): Caller {
  return { userId, email: `${userId}@example.com`, role, accessToken: '', profile: undefined };
}

export const review = {
  rating: 4,
  title: 'Solid',
  text: 'Does what it says',
  displayName: 'Ann B.',
};
