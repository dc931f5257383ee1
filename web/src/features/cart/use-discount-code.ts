import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DiscountQuote } from '@contracts/discounts';
import { ApiError, callApi } from '../../lib/api-client';
import type { CartItem } from './cart-storage';

const FAILURE_TEXT = 'The discount code could not be checked. Please try again.';

function cartKey(items: readonly Pick<CartItem, 'id'>[]): string {
  return items.map((item) => item.id).join(',');
}

/**
 * The cart's discount code: checked against the cart's products on the server (prices from the
 * table), which answers each line's discount and the reduced total, or the message why the code
 * cannot be used. A change of the cart checks the applied code again; the applied code travels
 * to checkout, where the server checks it once more.
 */
export function useDiscountCode(items: readonly CartItem[]) {
  const [quote, setQuote] = useState<DiscountQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checkedFor = useRef('');

  const check = useMutation({
    mutationFn: (code: string) =>
      callApi('POST /api/discount-codes/check', {
        body: { code, items: items.map(({ id }) => ({ id })) },
      }),
    onMutate: () => {
      checkedFor.current = cartKey(items);
      setError(null);
    },
    onSuccess: (answer) => setQuote(answer),
    onError: (failure) => {
      setQuote(null);
      setError(
        failure instanceof ApiError && failure.status < 500 ? failure.message : FAILURE_TEXT,
      );
    },
  });
  const { mutate, isPending } = check;

  // The cart changed under an applied code: check it again for what is in the cart now.
  const applied = quote?.code;
  const key = cartKey(items);
  useEffect(() => {
    if (!applied || isPending || checkedFor.current === key) return;
    if (key === '') {
      setQuote(null);
      return;
    }
    mutate(applied);
  }, [applied, key, isPending, mutate]);

  return {
    quote,
    error,
    checking: isPending,
    apply: (code: string) => mutate(code.trim()),
    remove: () => {
      setQuote(null);
      setError(null);
    },
    clearError: () => setError(null),
  };
}
