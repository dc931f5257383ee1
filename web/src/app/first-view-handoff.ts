/**
 * What the inline first-view script (web/src/landing-preload.ts) leaves for the app: the landing
 * data's request, already under way, and the element of the first view it painted, if any.
 */
export const FIRST_VIEW_ID = 'first-view';

export interface LandingHandoff {
  /** The API path asked for, exactly as the page's query asks for it. */
  url: string;
  /** The answer's body; rejected when the request failed or did not answer 2xx. */
  body: Promise<unknown>;
}

declare global {
  interface Window {
    landingHandoff?: LandingHandoff;
  }
}

/** The answer to `url` if the inline script asked for it; taken once, so it is used once. */
export function takeLandingAnswer(url: string): Promise<unknown> | undefined {
  const handoff = typeof window === 'undefined' ? undefined : window.landingHandoff;
  if (!handoff || handoff.url !== url) return undefined;
  window.landingHandoff = undefined;
  return handoff.body;
}
