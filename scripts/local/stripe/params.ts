import type { FormValue } from './form-body';
import { invalidParam, missingParam } from './errors';

/**
 * Reading the SDK's form parameters the way Stripe does: strings, nested objects, integers,
 * booleans and `metadata` (string values; an empty value unsets a key).
 */
export type Params = Record<string, FormValue>;

export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function record(value: FormValue | undefined): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // `expand[0]=a` arrives as an object keyed by index when parsed from a query string.
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

export function requiredText(params: Params, name: string): string {
  const value = text(params[name]);
  if (!value) throw missingParam(name);
  return value;
}

/** An integer parameter: undefined when absent, Stripe's error when not a whole number. */
export function integer(params: Params, name: string, options: { min?: number } = {}) {
  const raw = text(params[name]);
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw invalidParam(name, `Invalid integer: ${raw}`);
  }
  if (options.min !== undefined && value < options.min) {
    throw invalidParam(
      name,
      options.min === 1
        ? 'Invalid positive integer'
        : `This value must be greater than or equal to ${options.min}.`,
    );
  }
  return value;
}

export function boolean(value: FormValue | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function metadata(value: FormValue | undefined, current: Record<string, string> = {}) {
  if (value === '') return {};
  const next = { ...current };
  for (const [key, entry] of Object.entries(record(value))) {
    const stringValue = text(entry) ?? '';
    if (stringValue === '') delete next[key];
    else next[key] = stringValue;
  }
  return next;
}

export function currencyParam(params: Params, name = 'currency'): string {
  const currency = requiredText(params, name).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(name, `Invalid currency: ${currency}`);
  return currency;
}

/** Whole seconds, as every Stripe timestamp. */
export function seconds(ms: number): number {
  return Math.floor(ms / 1000);
}

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
