import { setAccessTokenProvider } from '../../lib/api-client';
import type { RuntimeConfig } from '../../lib/runtime-config-parse';
import type * as AmplifyRuntime from './amplify-runtime';

/**
 * Amplify (about 60 KB compressed) and the sign-in screens are fetched only when someone needs
 * them: a stored session to restore, the sign-in dialog opened, an /auth page visited. A
 * signed-out shopper browsing the catalogue never downloads them.
 */
export type AuthRuntime = typeof AmplifyRuntime;

/** Amplify v6's localStorage keys: `{prefix}.{clientId}.LastAuthUser`, `{prefix}.{clientId}.{user}.*`. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/** The part of localStorage read here. */
export interface StoredValues {
  getItem(key: string): string | null;
}

/** Whether Amplify left a session in this browser, read without loading Amplify. */
export function hasStoredSession(clientId: string, storage?: StoredValues): boolean {
  try {
    const values = storage ?? (globalThis as { localStorage?: StoredValues }).localStorage;
    if (!values) return false;
    const prefix = `${AMPLIFY_KEY_PREFIX}.${clientId}.`;
    const username = values.getItem(`${prefix}LastAuthUser`);
    if (!username) return false;
    return (
      values.getItem(`${prefix}${username}.refreshToken`) !== null ||
      values.getItem(`${prefix}${username}.accessToken`) !== null
    );
  } catch {
    // Storage blocked (privacy settings): Amplify could not have stored anything either.
    return false;
  }
}

let provideConfig: (config: RuntimeConfig | null) => void = () => undefined;
const configReady = new Promise<RuntimeConfig | null>((resolve) => {
  provideConfig = resolve;
});
let loading: Promise<AuthRuntime> | undefined;
let loaded: AuthRuntime | null = null;
const listeners = new Set<() => void>();

/**
 * /config.json's values (null when it could not be read). Loaders started before it is known,
 * such as the router's for an /auth page, wait for it.
 */
export function provideAuthConfig(config: RuntimeConfig | null): void {
  provideConfig(config);
}

/** Loads and configures Amplify once; a failed download is retried on the next call. */
export function loadAuthRuntime(): Promise<AuthRuntime> {
  loading ??= configReady
    .then(async (config) => {
      const runtime = await import('./amplify-runtime');
      if (config) {
        try {
          runtime.configureAuth(config);
        } catch (error) {
          // The shop stays browsable signed out; sign-in reports Amplify's own error.
          console.error('Could not configure sign-in', error);
        }
      }
      loaded = runtime;
      listeners.forEach((listener) => listener());
      return runtime;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The runtime once it has loaded, else null (for useSyncExternalStore). */
export function loadedAuthRuntime(): AuthRuntime | null {
  return loaded;
}

export function subscribeToAuthRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The access token; undefined when signed out, without loading Amplify for it. */
export async function accessToken(): Promise<string | undefined> {
  const runtime = loaded ?? (loading ? await loading.catch(() => null) : null);
  return runtime ? runtime.getAccessToken() : undefined;
}

/**
 * With a stored session, API calls made while Amplify is still loading wait for its token
 * instead of going out anonymous (an admin would briefly see the shopper's catalogue).
 */
export function restoreStoredSession(): Promise<AuthRuntime> {
  setAccessTokenProvider(accessToken);
  return loadAuthRuntime();
}

/**
 * At the first render with /config.json's values (undefined: not read yet, only rendered so for
 * a browser without a session): whether a stored session is being restored. During that render,
 * so the token provider is set before any child's first query.
 */
export function restoreOnStart(config: RuntimeConfig | null | undefined): boolean {
  if (config === undefined) return false;
  provideAuthConfig(config);
  const stored = !!config && hasStoredSession(config.userPoolClientId);
  if (stored) restoreStoredSession().catch(() => undefined);
  return stored;
}
