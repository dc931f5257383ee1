import { createContext, useContext } from 'react';
import type { ProfileState, Role } from '@rules/roles';
import type { AuthTab } from './auth-links';

export interface AuthUser {
  /** Cognito `sub`. */
  id: string;
  /** The same `sub`, under the name the API's MeResponse uses. */
  userId: string;
  email: string;
  fullName?: string;
}

export interface OpenAuthDialogOptions {
  /** Default 'signin'; 'signup' only counts when sign-up is allowed. */
  tab?: AuthTab;
  /** Where to go after a successful sign-in (a same-origin path). */
  redirect?: string;
  /** Show the Sign In / Sign Up tab pair; default false (sign-in form only). */
  allowSignUp?: boolean;
  /** Pre-fills the e-mail fields. */
  email?: string;
  /** Called when the person closes the dialog without signing in. */
  onDismiss?: () => void;
}

export interface AuthState {
  user: AuthUser | null;
  /** Null when signed out; 'user' when signed in without a role, or when it cannot be read. */
  role: Role | null;
  isAdmin: boolean;
  isSeller: boolean;
  isTestUser: boolean;
  /** True until the session and role are known, so guards can wait instead of denying. */
  loading: boolean;
  /** The profile's state from GET /api/me; null when signed out or not known. */
  profileState: ProfileState | null;
  /** Purchases and test purchases of the signed-in user. */
  ownedProductIds: ReadonlySet<string>;
  /** The signed-in user's active seller record (their products carry it), null without one. */
  sellerId: string | null;
  /** Reloads GET /api/me (role, name, owned and seller products). */
  refreshMe(): Promise<void>;
  /** Ends the session; throws when it could not. Toasts and navigation are the caller's. */
  signOut(): Promise<void>;
  /** The current access token (refreshed when needed), or undefined when signed out. */
  getAccessToken(): Promise<string | undefined>;
  /** Opens the sign-in dialog from anywhere. */
  openAuthDialog(options?: OpenAuthDialogOptions): void;
  /** Closes it without calling onDismiss (e.g. when the page that opened it goes away). */
  closeAuthDialog(): void;
}

/** Who is signed in, as GET /api/me and the session tell (use-auth-profile.ts). */
export type AuthProfileState = Pick<
  AuthState,
  'user' | 'role' | 'loading' | 'profileState' | 'ownedProductIds' | 'sellerId'
>;
export type AuthActions = Omit<AuthState, keyof AuthProfileState | `is${string}`>;

export function authStateOf(profile: AuthProfileState, actions: AuthActions): AuthState {
  return {
    ...profile,
    isAdmin: profile.role === 'admin',
    isSeller: profile.role === 'seller',
    isTestUser: profile.role === 'test_user',
    ...actions,
  };
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
