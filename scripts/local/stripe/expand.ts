import { list, text, type Params } from './params';

/**
 * Stripe's `expand[]`: a field holding an id is replaced by the object it names, and a dotted
 * path (`payment_intent.latest_charge`) expands inside the expanded object. Ids the server
 * does not know stay as they are.
 */
export type ObjectResolver = (id: string) => Record<string, unknown> | undefined;

export function expandPaths(params: Params): string[] {
  return list(params.expand)
    .map((value) => text(value))
    .filter((value): value is string => Boolean(value));
}

export function expandObject<T extends object>(
  object: T,
  paths: string[],
  resolve: ObjectResolver,
): T {
  let result = { ...object } as Record<string, unknown>;
  for (const path of paths) result = expandPath(result, path.split('.'), resolve);
  return result as T;
}

function expandPath(
  object: Record<string, unknown>,
  [field, ...rest]: string[],
  resolve: ObjectResolver,
): Record<string, unknown> {
  if (!field || !(field in object)) return object;
  const value = object[field];
  const expanded = typeof value === 'string' ? (resolve(value) ?? value) : value;
  if (rest.length === 0 || !expanded || typeof expanded !== 'object') {
    return { ...object, [field]: expanded };
  }
  return {
    ...object,
    [field]: expandPath({ ...(expanded as Record<string, unknown>) }, rest, resolve),
  };
}
