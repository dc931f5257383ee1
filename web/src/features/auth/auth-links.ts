/**
 * Pure helpers for the auth routes: redirect parameters, the e-mail callback links, the reset
 * page's access check and where the Dashboard button goes. No React, DOM or path aliases, so the
 * unit tests (tests/unit/web) import it directly.
 */

export type AuthTab = 'signin' | 'signup';

/**
 * Only same-origin paths are followed (`/downloads?session=...`), never `//host` or a full URL:
 * the redirect comes from the query string, so anything else would be an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  const redirect = value?.trim();
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return undefined;
  if (redirect.includes('\\') || [...redirect].some((char) => char.charCodeAt(0) < 32)) {
    return undefined;
  }
  return redirect;
}

/** Spec, /auth page: sign-up is offered only on the way back to a guest download page. */
export function signUpAllowedFor(redirect: string | undefined): boolean {
  return !!redirect && redirect.includes('/downloads');
}

export function authTabFor(value: string | null | undefined, allowSignUp: boolean): AuthTab {
  return value === 'signup' && allowSignUp ? 'signup' : 'signin';
}

/** Query of the links our CustomMessage trigger writes: `?type=signup|recovery&email=&code=`. */
export type CallbackLink =
  | { kind: 'signup'; email: string; code: string }
  | { kind: 'recovery'; email: string; code: string }
  | { kind: 'invalid' };

interface QueryLike {
  get(name: string): string | null;
}

export function parseCallbackLink(query: QueryLike): CallbackLink {
  const type = query.get('type');
  const email = query.get('email')?.trim() ?? '';
  const code = query.get('code')?.trim() ?? '';
  // A recovery link goes to the reset page even when incomplete: its access check refuses it.
  if (type === 'recovery') return { kind: 'recovery', email, code };
  if (type === 'signup' && email && code) return { kind: 'signup', email, code };
  return { kind: 'invalid' };
}

export interface ResetCredentials {
  email: string;
  code: string;
}

/**
 * The reset page gets the e-mail and code in router state from the callback; a direct link with
 * them in the query works too.
 */
export function readResetCredentials(state: unknown, query: QueryLike): ResetCredentials | null {
  const fromState = state as Partial<Record<'email' | 'code', unknown>> | null | undefined;
  const email =
    (typeof fromState?.email === 'string' ? fromState.email : query.get('email'))?.trim() ?? '';
  const code =
    (typeof fromState?.code === 'string' ? fromState.code : query.get('code'))?.trim() ?? '';
  return email && code ? { email, code } : null;
}

export interface ResetAccessOptions {
  sleep: (ms: number) => Promise<void>;
  /** Spec: a short wait of 100 ms, then one retry after 1 s. */
  initialDelayMs?: number;
  retryDelayMs?: number;
}

/** Spec, reset password page: checking, then allowed (the credentials) or refused (null). */
export async function checkResetAccess(
  read: () => ResetCredentials | null,
  { sleep, initialDelayMs = 100, retryDelayMs = 1000 }: ResetAccessOptions,
): Promise<ResetCredentials | null> {
  await sleep(initialDelayMs);
  const first = read();
  if (first) return first;
  await sleep(retryDelayMs);
  return read();
}

/** The header's Dashboard button: admins to /admin, sellers to /seller, nobody else. */
export function dashboardPathFor(role: string | null | undefined): '/admin' | '/seller' | null {
  if (role === 'admin') return '/admin';
  if (role === 'seller') return '/seller';
  return null;
}

// The footer's check, in every first load: a module of its own (admin-account.ts).
export { isAdminAccount } from './admin-account';

/** Who is signed in, from the Cognito token claims (access: sub; id: email and name). */
export interface SessionUser {
  id: string;
  email: string;
  fullName?: string;
}

type Claims = Record<string, unknown> | undefined;

export function userFromClaims(access: Claims, id: Claims): SessionUser | null {
  const sub = access?.sub ?? id?.sub;
  if (typeof sub !== 'string' || !sub) return null;
  const email = typeof id?.email === 'string' ? id.email : '';
  const name = typeof id?.name === 'string' ? id.name.trim() : '';
  return name ? { id: sub, email, fullName: name } : { id: sub, email };
}
