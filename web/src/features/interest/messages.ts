/**
 * What the shopper reads when registering interest fails: the server's message or a fallback.
 * Kept free of React so the mapping is unit-testable.
 */
export const INTEREST_DEFAULT_ERROR = 'Failed to register your interest. Please try again.';

export function interestErrorMessage(message: string | null | undefined): string {
  const text = message?.trim();
  if (!text) return INTEREST_DEFAULT_ERROR;
  if (text.toLowerCase().includes('already registered')) {
    return 'You have already registered interest in this product.';
  }
  if (text.toLowerCase().includes('too many requests')) {
    return 'Too many requests. Please try again later.';
  }
  if (text.toLowerCase().includes('invalid email')) return 'Please enter a valid email address.';
  return text;
}
