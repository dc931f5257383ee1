/**
 * The one way the SPA talks to `/api` (same origin; Vite proxies it in dev, CloudFront in
 * production). Every error the API returns is `{ error: string }` with a 4xx/5xx status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type AccessTokenProvider = () => Promise<string | undefined>;

let accessTokenProvider: AccessTokenProvider | undefined;

/** The auth feature registers this so signed-in calls carry `Authorization: Bearer <token>`. */
export function setAccessTokenProvider(provider: AccessTokenProvider | undefined): void {
  accessTokenProvider = provider;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await accessTokenProvider?.();
  if (token) headers.Authorization = `Bearer ${token}`;

  // A rejected fetch (offline, DNS, CORS) is left as is: callers tell it apart from ApiError.
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, errorMessage(payload, response));
  if (payload === undefined) {
    throw new ApiError(response.status, 'The server sent an unexpected response');
  }
  return payload as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

export const apiPost = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'POST', body, signal });

/** Undefined when the body is empty or not JSON (e.g. an HTML page from a proxy in front). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorMessage(payload: unknown, response: Response): string {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const { error } = payload;
    if (typeof error === 'string' && error) return error;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}
