/** The smoke checks' HTTP: one request at a time, each with a deadline, errors in plain words. */

/** Long enough for a cold Lambda behind CloudFront, short enough that a hung origin fails. */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** A failed check; its message is the line's detail. */
export class CheckFailure extends Error {}

/** A check that does not apply to this target; its message says why. */
export class NotApplicable extends Error {}

function why(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  // fetch only says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND...) is its cause.
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) {
    return `could not connect (${(cause as { code?: string }).code ?? cause.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends one request. `label` names it in failures (`GET /api/products`); it never holds a
 * token or a presigned URL, which the detail lines must not show.
 */
export async function send(label: string, url: URL | string, init: RequestInit = {}) {
  try {
    const response = await fetch(url, {
      redirect: 'follow',
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    throw new CheckFailure(`${label}: ${why(error)}`);
  }
}

/** The answer's JSON body, or a failure naming the request. */
export function jsonOf<T>(label: string, answer: Answer): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new CheckFailure(`${label}: answered ${answer.status} without JSON`);
  }
}

/** Fails unless the answer has the expected status. */
export function expectStatus(label: string, answer: Answer, ...expected: number[]): void {
  if (expected.includes(answer.status)) return;
  const error = /"error"\s*:\s*"([^"]{1,200})"/.exec(answer.text)?.[1];
  throw new CheckFailure(
    `${label} answered ${answer.status}, expected ${expected.join(' or ')}${error ? ` (${error})` : ''}`,
  );
}
