import { createContext, useContext } from 'react';
import type { Role } from '@rules/roles';

export interface AuthUser {
  /** Cognito `sub`. */
  id: string;
  email: string;
  fullName?: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** Null when signed out; 'user' when signed in without a role group (spec section 4). */
  role: Role | null;
  isAdmin: boolean;
  isSeller: boolean;
  isTestUser: boolean;
  /** True until the session and role are known, so guards can wait instead of denying. */
  loading: boolean;
}

export function authStateFor(user: AuthUser | null, role: Role | null, loading = false): AuthState {
  return {
    user,
    role,
    isAdmin: role === 'admin',
    isSeller: role === 'seller',
    isTestUser: role === 'test_user',
    loading,
  };
}

export const SIGNED_OUT: AuthState = authStateFor(null, null);

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
