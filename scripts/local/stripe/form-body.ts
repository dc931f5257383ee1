/**
 * The Stripe SDK sends `application/x-www-form-urlencoded` bodies with bracketed keys
 * (`line_items[0][price_data][currency]=usd`). This turns them back into nested objects and
 * arrays, the way Stripe's API reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    if (!head) continue;
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    assign(root, path, value);
  }
  return root;
}

function assign(target: Record<string, FormValue> | FormValue[], path: string[], value: string) {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const slot = key === '' && Array.isArray(target) ? String(target.length) : key;
  const container = target as Record<string, FormValue>;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  const nextIsIndex = /^\d*$/.test(rest[0] ?? '');
  container[slot] ??= nextIsIndex ? [] : {};
  assign(container[slot] as Record<string, FormValue> | FormValue[], rest, value);
}
