import { useEffect, useMemo, useRef, useState } from 'react';
import type { CartDiscount } from './use-discount-code';

/**
 * The cart's discount until its checks' code (CartBackground) is here: the kept code, unchecked,
 * and every call waiting until then (`asked` tells the provider to fetch that code now). Once
 * `checked` arrives it is the discount, and the waiting calls run on it in order.
 */
export function useWaitingDiscount(initialCode: string | null, checked: CartDiscount | null) {
  const waiting = useRef<((discount: CartDiscount) => void)[]>([]);
  const [asked, setAsked] = useState(false);

  const unchecked = useMemo<CartDiscount>(() => {
    const later = (call: (discount: CartDiscount) => void) => {
      waiting.current.push(call);
      setAsked(true);
    };
    return {
      code: initialCode,
      quote: null,
      error: null,
      checking: initialCode !== null,
      apply: (code) => later((discount) => discount.apply(code)),
      retry: () => later((discount) => discount.retry()),
      remove: () => later((discount) => discount.remove()),
      clearError: () => later((discount) => discount.clearError()),
    };
  }, [initialCode]);

  useEffect(() => {
    if (!checked) return;
    const calls = waiting.current;
    waiting.current = [];
    calls.forEach((call) => call(checked));
  }, [checked]);

  return { discount: checked ?? unchecked, asked };
}
