import { createContext, useContext } from 'react';
import type { OpenAuthDialogOptions } from './auth-context';

/** One opening of the auth dialog; a new id gives the dialog fresh form state. */
export interface AuthDialogRequest extends OpenAuthDialogOptions {
  id: number;
}

/**
 * Between the provider (outside the router) and the dialog host (inside the root layout, so it
 * can navigate). The host also lends the provider the router's navigate for the sign-out of a
 * blocked account.
 */
export interface AuthDialogControl {
  request: AuthDialogRequest | null;
  /** Closed after a successful sign-in. */
  close(): void;
  /** Closed by the person: calls the request's onDismiss. */
  dismiss(): void;
  setNavigate(navigate: ((to: string) => void) | null): void;
}

export const AuthDialogControlContext = createContext<AuthDialogControl | null>(null);

export function useAuthDialogControl(): AuthDialogControl {
  const control = useContext(AuthDialogControlContext);
  if (!control) throw new Error('useAuthDialogControl must be used inside AuthProvider');
  return control;
}
