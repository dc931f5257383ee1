import { signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';

/** Everything the provider needs from Amplify, in the one chunk auth-runtime.ts loads. */
export { configureAuth, getAccessToken, readSessionUser } from './amplify';
export { signOut };

/** Auth events after which the session is read again (Amplify v6 'auth' channel). */
const SESSION_EVENTS = new Set([
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
  'signInWithRedirect',
  'signInWithRedirect_failure',
  'customOAuthState',
]);

export interface SessionEvent {
  name: string;
  /** Set on tokenRefresh_failure. */
  refreshError?: unknown;
}

/** Calls back on every event that can change who is signed in; returns the unsubscribe. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (!SESSION_EVENTS.has(payload.event)) return;
    if (payload.event === 'tokenRefresh_failure') {
      listener({ name: payload.event, refreshError: payload.data?.error });
    } else {
      listener({ name: payload.event });
    }
  });
}
