import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DiscountQuote } from '@contracts/discounts';
import { ApiError, callApi } from '../../lib/api-client';
import { removeStorage, writeStorage } from '../../lib/browser-storage';
import { checkoutLineOf } from './cart-pricing';
import type { CartItem } from './cart-storage';
import { DISCOUNT_STORAGE_KEY, parseDiscountCode } from './discount-storage';

const FAILURE_TEXT = 'The discount code could not be checked. Please try again.';
const INVALID_TEXT = 'A discount code may contain only letters, digits, - and _.';

/** The cart's discount code, as the cart context offers it to every page. */
export interface CartDiscount {
  /** The code kept with the cart (applied, being checked, or not checkable just now). */
  code: string | null;
  /** The server's answer for the cart as it is now; null while unknown or not valid. */
  quote: DiscountQuote | null;
  error: string | null;
  checking: boolean;
  apply(code: string): void;
  /** Checks the kept code again after a failure that was not the code's fault. */
  retry(): void;
  remove(): void;
  clearError(): void;
}

/** A refusal about the code itself (4xx other than rate limiting) ends it; anything else may pass. */
function isRefusal(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.status < 500 && failure.status !== 429;
}

/**
 * The cart's discount code is part of the cart: kept in localStorage next to it (so it survives
 * navigation, reloads, other tabs and signing in or out), and checked on the server (prices from
 * the table) whenever the cart, the viewer or the code changes. It ends only when removed, when
 * the server refuses it (the reason is shown), or with the cart after payment; a failed check
 * (network, rate limit, 5xx) keeps it and offers to check again, and checkout sends it anyway,
 * where the server checks it once more.
 */
export function useCartDiscount(
  items: readonly CartItem[],
  viewerId: string | null,
  initialCode: string | null,
): CartDiscount {
  const [code, setCode] = useState<string | null>(initialCode);
  const [quote, setQuote] = useState<DiscountQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped to check the same code for the same cart again (a new apply, a retry).
  const [attempt, setAttempt] = useState(0);
  const checkedFor = useRef('');
  const freshApply = useRef(false);

  useEffect(() => {
    if (code) writeStorage(DISCOUNT_STORAGE_KEY, code);
    else removeStorage(DISCOUNT_STORAGE_KEY);
  }, [code]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DISCOUNT_STORAGE_KEY) setCode(parseDiscountCode(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A plain request rather than useMutation: TanStack Query's mutation observer would be there
  // only for this one check (and this code comes on every page, after its first load).
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((checked: string, cart: readonly CartItem[]) => {
    setPending(true);
    callApi('POST /api/discount-codes/check', {
      // The lines as checkout takes them, so the quote is what checkout charges.
      body: { code: checked, items: cart.map(checkoutLineOf) },
    })
      .then((answer) => {
        setQuote(answer);
        setCode(parseDiscountCode(answer.code) ?? checked);
        setError(null);
      })
      .catch((failure: unknown) => {
        setQuote(null);
        if (isRefusal(failure)) {
          setCode(null);
          setError(
            freshApply.current
              ? failure.message
              : `The code ${checked} was removed from your cart: ${failure.message}`,
          );
        } else {
          setError(FAILURE_TEXT);
        }
      })
      .finally(() => {
        // After the first answer, a refusal is news about a code the shopper applied earlier.
        freshApply.current = false;
        setPending(false);
      });
  }, []);

  // Not the pay-what-you-want amounts: a code never discounts those lines, so the cart swaps in
  // the amount typed since (quotedTotalCents) instead of spending a check on every keystroke.
  const lines = items.map((item) => `${item.kind ?? 'product'}:${item.id}`).join(',');
  const key = `${attempt}|${code ?? ''}|${viewerId}|${lines}`;
  useEffect(() => {
    if (!code || viewerId === null || isPending || checkedFor.current === key) return;
    if (items.length === 0) {
      // Nothing to check against yet: the code waits for the cart (e.g. a link's code).
      setQuote(null);
      return;
    }
    checkedFor.current = key;
    mutate(code, items);
  }, [code, key, viewerId, items, isPending, mutate]);

  const apply = useCallback((typed: string) => {
    const next = parseDiscountCode(typed);
    if (!next) {
      setError(INVALID_TEXT);
      return;
    }
    freshApply.current = true;
    setError(null);
    setQuote(null);
    setCode(next);
    setAttempt((count) => count + 1);
  }, []);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  const remove = useCallback(() => {
    freshApply.current = false;
    setCode(null);
    setQuote(null);
    setError(null);
  }, []);
  const clearError = useCallback(() => setError(null), []);

  // Stable between renders so the cart context (and effects using `clear`) do not churn.
  const current = quote && code && quote.code.toUpperCase() === code ? quote : null;
  return useMemo(
    () => ({
      code,
      quote: current,
      error,
      checking: isPending,
      apply,
      retry,
      remove,
      clearError,
    }),
    [code, current, error, isPending, apply, retry, remove, clearError],
  );
}
