import type { ReactNode } from 'react';
import { AuthContext, SIGNED_OUT } from './auth-context';

/**
 * Always signed out for now. The Cognito session (Amplify, configured from the runtime config)
 * replaces this value and registers the API client's access-token provider; consumers only
 * read `useAuth()`, so they need no change then.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext value={SIGNED_OUT}>{children}</AuthContext>;
}
