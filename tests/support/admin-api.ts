import { handler as account } from '../../lambdas/functions/account';
import { handler as admin } from '../../lambdas/functions/admin';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { handler as orders } from '../../lambdas/functions/orders';
import type { LambdaEntry } from '../../lambdas/http/define-handler';
import { apiEvent, testContext } from './api-event';

export type Answer<T> = { status: number | undefined; body: T & { error?: string } };

/** The client IP every test call comes from (API Gateway's requestContext.http.sourceIp). */
export const TEST_IP = '203.0.113.7';

async function callEntry<T>(
  entry: LambdaEntry,
  routeKey: string,
  options: Parameters<typeof apiEvent>[1],
): Promise<Answer<T>> {
  const event = apiEvent(routeKey, options);
  event.requestContext.http.sourceIp = TEST_IP;
  const result = await entry(event, testContext);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') } as Answer<T>;
}

/** Calls a route of the `admin` group in-process, as API Gateway would. */
export function callAdmin<T>(routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) {
  return callEntry<T>(admin, routeKey, options);
}

export function callAccount<T>(routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) {
  return callEntry<T>(account, routeKey, options);
}

export function callMyAccount<T>(routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) {
  return callEntry<T>(myAccount, routeKey, options);
}

/** Calls a route of the `orders` group (the admin's orders and refunds) in-process. */
export function callOrders<T>(routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) {
  return callEntry<T>(orders, routeKey, options);
}
