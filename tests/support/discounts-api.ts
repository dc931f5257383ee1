import type { DiscountCodeSummary } from '../../lambdas/contracts/discounts';
import { handler as discounts } from '../../lambdas/functions/discounts';
import { apiEvent, testContext } from './api-event';

export interface DiscountAnswer<T> {
  status: number;
  body: T & { error?: string };
}

/** Calls a route of the `discounts` group in-process, as API Gateway would. */
export async function discountCall<T = DiscountCodeSummary>(
  routeKey: string,
  options: {
    token?: string;
    params?: Record<string, string>;
    body?: unknown;
    sourceIp?: string;
  } = {},
): Promise<DiscountAnswer<T>> {
  const result = await discounts(
    apiEvent(routeKey, {
      token: options.token,
      body: options.body,
      pathParameters: options.params,
      sourceIp: options.sourceIp,
    }),
    testContext,
  );
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(result.body ?? '{}') as T & { error?: string },
  };
}

let codes = 0;

/** A code name no other test uses. */
export function uniqueCode(prefix = 'SAVE'): string {
  codes += 1;
  return `${prefix}${Date.now().toString(36)}${codes}`.toUpperCase();
}
