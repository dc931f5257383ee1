import { ApiError, routeUrl } from './api-client';

export interface CsvDownload {
  /** The route's path, e.g. `/api/admin/sales.csv`. */
  path: string;
  query?: Record<string, unknown>;
  getAccessToken: () => Promise<string | undefined>;
  /** The saved file's name, given the answer (its Content-Disposition, say). */
  fileName: (response: Response) => string;
}

/**
 * An <a href> cannot send the Authorization header, so a CSV route is fetched with the bearer
 * token and handed to the browser as an object URL. A failed answer throws its ApiError.
 */
export async function downloadCsv({
  path,
  query,
  getAccessToken,
  fileName,
}: CsvDownload): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(routeUrl(path, undefined, query), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof payload?.error === 'string' ? payload.error : 'The export failed';
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
