import { takeEarlyAnswer } from './early-answer';
import type {
  PathParamNames,
  RouteBodyInput,
  RouteKey,
  RouteQueryInput,
  RouteResponse,
} from '../../../lambdas/routes';

/**
 * The one way the SPA talks to `/api` (same origin; Vite proxies it in dev, CloudFront in
 * production). Every error the API returns is `{ error: string }` with a 4xx/5xx status.
 * Calls are typed from the route table (a type-only import: no server code or schema ships to
 * the browser): `callApi('PUT /api/my/profile', { body: { fullName } })`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  /**
   * `message` is the server's own message, or '' when the answer carried none (an empty body,
   * a proxy's HTML page): the spec's "server message or fallback" toasts then show their
   * fallback instead of 'Internal Server Error'. `statusText` keeps the HTTP reason for logs.
   */
  constructor(
    readonly status: number,
    message: string,
    readonly statusText = '',
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

/** A failed API call, as the debug log records it (no body, no headers, no query string). */
export interface ApiFailure {
  method: string;
  path: string;
  status: number;
  requestId?: string;
}

type ApiFailureListener = (failure: ApiFailure) => void;
const apiFailureListeners = new Set<ApiFailureListener>();

/** Lets the lazily loaded debug log hear about failed calls; returns the unsubscribe. */
export function onApiFailure(listener: ApiFailureListener): () => void {
  apiFailureListeners.add(listener);
  return () => apiFailureListeners.delete(listener);
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

  // A guest's landing answer, asked for before the app ran (early-answer.ts), is taken once.
  const early = method === 'GET' && !token ? takeEarlyAnswer(path) : undefined;
  // A rejected fetch (offline, DNS, CORS) is left as is: callers tell it apart from ApiError.
  const response = await (early ??
    fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  const payload = await readJson(response);
  if (!response.ok) {
    const failure = { method, path: path.split('?')[0] ?? path, status: response.status };
    const requestId = requestIdOf(payload, response);
    for (const listener of apiFailureListeners)
      listener(requestId ? { ...failure, requestId } : failure);
    throw new ApiError(response.status, serverMessage(payload), response.statusText);
  }
  // 204 No Content (a revocation, say) has no body by definition.
  if (response.status === 204) return undefined as T;
  if (payload === undefined) {
    throw new ApiError(response.status, 'The server sent an unexpected response');
  }
  return payload as T;
}

type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;

/** What a call of route K sends: path parameters, query and body, each only where it has one. */
export type CallInput<K extends RouteKey> = ([PathParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<PathOf<K>>, string> }) &
  (RouteQueryInput<K> extends undefined ? { query?: undefined } : { query?: RouteQueryInput<K> }) &
  (RouteBodyInput<K> extends undefined ? { body?: unknown } : { body: RouteBodyInput<K> }) & {
    signal?: AbortSignal;
  };

/** `/api/products/{id}` with `{ id: 'a b' }` -> `/api/products/a%20b`, plus the query string. */
export function routeUrl(
  path: string,
  params: Record<string, string> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Calls one route of the route table with its typed input; resolves to its typed answer. */
export function callApi<K extends RouteKey>(
  key: K,
  ...[input]: [PathParamNames<PathOf<K>>] extends [never]
    ? RouteBodyInput<K> extends undefined
      ? [input?: CallInput<K>]
      : [input: CallInput<K>]
    : [input: CallInput<K>]
): Promise<RouteResponse<K>> {
  const [method, path = ''] = key.split(' ') as [ApiRequestOptions['method'], string];
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiRequest<RouteResponse<K>>(routeUrl(path, params, query), {
    method,
    body: body ?? (method === 'GET' ? undefined : {}),
    signal,
  });
}

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

function serverMessage(payload: unknown): string {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const { error } = payload;
    if (typeof error === 'string') return error.trim();
  }
  return '';
}

function requestIdOf(payload: unknown, response: Response): string | undefined {
  if (payload && typeof payload === 'object' && 'requestId' in payload) {
    const { requestId } = payload;
    if (typeof requestId === 'string') return requestId;
  }
  return response.headers.get('x-request-id') ?? undefined;
}
