import { z } from 'zod';
import { adminOrdersQuery } from '@contracts/orders';

/**
 * The orders list's search lives in the address (`/admin/orders?q=...&from=...&to=...`), so Back,
 * reload and a shared link show the same list. The form checks what it sends with the API's own
 * schema, so it refuses what the server would, with the same messages.
 */
export interface OrdersSearch {
  q?: string;
  from?: string;
  to?: string;
}

const SEARCH_KEYS = ['q', 'from', 'to'] as const;

/** The search the address holds; blank values are no filter. */
export function searchFromParams(params: URLSearchParams): OrdersSearch {
  const search: OrdersSearch = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) search[key] = value;
  }
  return search;
}

/** The address's query for a search (no empty parameters). */
export function paramsOfSearch(search: OrdersSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const FROM_AFTER_TO = 'The From date must be on or before the To date';

/** The form's three text inputs (a date input gives '' or YYYY-MM-DD) as the API's query. */
export const orderSearchForm = z
  .object({ q: z.string(), from: z.string(), to: z.string() })
  .transform((form): OrdersSearch => ({
    q: form.q.trim() || undefined,
    from: form.from || undefined,
    to: form.to || undefined,
  }))
  .pipe(adminOrdersQuery.pick({ q: true, from: true, to: true }))
  // ISO dates compare as text.
  .refine((search) => !search.from || !search.to || search.from <= search.to, {
    message: FROM_AFTER_TO,
    path: ['to'],
  });

export type OrderSearchFormInput = z.input<typeof orderSearchForm>;

export function formValuesOf(search: OrdersSearch): OrderSearchFormInput {
  return { q: search.q ?? '', from: search.from ?? '', to: search.to ?? '' };
}

/** The order the form shows its fields in, for the first error. */
export const ORDER_SEARCH_FIELDS = ['q', 'from', 'to'] as const;

/** Router state the list gives its links to an order, so that page's Back keeps the search. */
export interface FromOrdersList {
  /** The list's query string ('' or '?q=...'). */
  ordersSearch: string;
}

/** Where the order page's Back goes: the list with the search it came from, else the list. */
export function ordersListPath(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'ordersSearch' in state
      ? state.ordersSearch
      : undefined;
  return typeof search === 'string' && search.startsWith('?')
    ? `/admin/orders${search}`
    : '/admin/orders';
}
