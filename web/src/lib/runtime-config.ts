import { z } from 'zod';

/**
 * Values that differ per deployment (Cognito ids, admin address) are read at start-up from
 * `/config.json` rather than baked into the bundle, so one build runs in every environment.
 */
const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Set locally to point Amplify at cognito-local; absent on AWS. */
  userPoolEndpoint: z.string().min(1).optional(),
  adminEmail: z.string(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export type RuntimeConfigState =
  | { status: 'ready'; config: RuntimeConfig; error: null }
  | { status: 'error'; config: null; error: Error };

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
    const config = runtimeConfigSchema.parse(await response.json());
    return { status: 'ready', config, error: null };
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    console.error('Could not load /config.json', error);
    return { status: 'error', config: null, error };
  }
}
