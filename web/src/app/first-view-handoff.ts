/**
 * What the inline first-view script (web/src/landing-preload.ts) leaves for the app, on the
 * page's global object: the landing data's request, already under way. No DOM types here: the unit tests import it under Node.
 */
export const FIRST_VIEW_ID = 'first-view';

export interface LandingHandoff {
  /** The API path asked for, exactly as the page's query asks for it. */
  url: string;
  /** The answer's body; rejected when the request failed or did not answer 2xx. */
  body: Promise<unknown>;
}

const host = () => globalThis as { landingHandoff?: LandingHandoff };

export function leaveLandingHandoff(handoff: LandingHandoff): void {
  host().landingHandoff = handoff;
}

/** The answer to `url` if the inline script asked for it; taken once, so it is used once. */
export function takeLandingAnswer(url: string): Promise<unknown> | undefined {
  const handoff = host().landingHandoff;
  if (!handoff || handoff.url !== url) return undefined;
  host().landingHandoff = undefined;
  return handoff.body;
}
