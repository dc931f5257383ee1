import type http from 'node:http';

export function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The page is self-contained: no scripts, no external assets, forms post to this server.
 * Browsers also apply form-action to the redirect that answers the form, so the shop's own
 * origins (success and cancel URLs) must be allowed too, or Pay and Cancel go nowhere.
 */
export function sendHtml(
  response: http.ServerResponse,
  status: number,
  html: string,
  redirectTargets: string[] = [],
): void {
  const formTargets = ["'self'", ...new Set(redirectTargets.map(originOf).filter(Boolean))];
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets.join(' ')}`,
  });
  response.end(html);
}

export function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

export function stripeError(
  response: http.ServerResponse,
  status: number,
  message: string,
  param?: string,
): void {
  sendJson(response, status, { error: { type: 'invalid_request_error', message, param } });
}

export function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
