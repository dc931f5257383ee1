/**
 * A guest's landing API answer, asked for by index.html's landing hints script while the page
 * is parsed (app/landing-hints.ts) and left on `window` for the app's first call of the same
 * path (lib/api-client.ts), which takes it once. The hints script also reads it for the page's
 * largest image; a `<link rel="preload">` of the answer could not be read before the app ran.
 */
export interface EarlyAnswer {
  path: string;
  response: Promise<Response>;
}

const KEY = '__landingAnswer';

/** The request the app's own GET makes (api-client.ts): same headers, mode and credentials. */
export function earlyFetch(path: string): Promise<Response> {
  return fetch(path, { headers: { Accept: 'application/json' } });
}
type Holder = { [KEY]?: EarlyAnswer };

export function leaveEarlyAnswer(holder: object, answer: EarlyAnswer): void {
  (holder as Holder)[KEY] = answer;
}

/** Whether an early answer for `path` is waiting (and not taken yet). */
export function hasEarlyAnswer(path: string, holder: object = globalThis): boolean {
  return (holder as Holder)[KEY]?.path === path;
}

/** The early answer for `path`, once: a second call fetches as usual. */
export function takeEarlyAnswer(
  path: string,
  holder: object = globalThis,
): Promise<Response> | undefined {
  const answer = (holder as Holder)[KEY];
  if (answer?.path !== path) return undefined;
  delete (holder as Holder)[KEY];
  return answer.response;
}
