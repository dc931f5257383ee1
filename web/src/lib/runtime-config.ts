import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config-parse';

export type { RuntimeConfig } from './runtime-config-parse';

export type RuntimeConfigState =
  /** Still being read: an anonymous visitor's first paint does not wait for it. */
  | { status: 'loading'; config: null; error: null }
  | { status: 'ready'; config: RuntimeConfig; error: null }
  | { status: 'error'; config: null; error: Error };

export const RUNTIME_CONFIG_LOADING: RuntimeConfigState = {
  status: 'loading',
  config: null,
  error: null,
};

const LOAD_TIMEOUT_MS = 10_000;

/**
 * Never throws: browsing the catalogue does not need the config, so a missing or broken file
 * only disables what depends on it (sign-in, admin links) instead of blanking the shop.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfigState> {
  try {
    const response = await fetch('/config.json', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    return { status: 'ready', config, error: null };
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    console.error('Could not load /config.json', error);
    return { status: 'error', config: null, error };
  }
}
