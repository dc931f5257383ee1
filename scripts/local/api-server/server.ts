import http from 'node:http';
import { withOwnLogContext } from '../../../lambdas/infra/logger';
import { compressForViewer } from './compression';
import type { FunctionTable } from './functions';
import { localContext, toApiEvent } from './event';
import { matchRoute } from './route-matcher';

/** API Gateway's own payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The body, or undefined when it passes API Gateway's limit (answered 413, as there). */
function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A path with a malformed percent escape (`%E0%A4%A`), which API Gateway refuses with 400. */
function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * The local stand-in for API Gateway: matches the route table, turns the request into a
 * payload-2.0 event, and invokes the same Lambda entry the CDK stack deploys: from the sources
 * (FUNCTIONS) or from the bundles `cdk synth` makes (main.ts, bundle mode).
 */
export function createLocalApiServer(functions: FunctionTable): http.Server {
  return http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      if (url.pathname === '/health') return sendJson(response, 200, { ok: true });
      if (hasMalformedEscape(url.pathname))
        return sendJson(response, 400, { message: 'Bad Request' });
      const matched = matchRoute(request.method ?? 'GET', url.pathname);
      if (!matched) return sendJson(response, 404, { message: 'Not Found' });
      const body = await readBody(request);
      if (!body) return sendJson(response, 413, { message: 'Request Entity Too Large' });
      const event = toApiEvent(request, url, matched, body);
      // Requests run concurrently here, unlike in a Lambda container: each logs on its own.
      const result = await withOwnLogContext(() =>
        functions[matched.route.group](
          event,
          localContext(matched.route.group, event.requestContext.requestId),
        ),
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.headers ?? {}))
        headers[name] = String(value);
      const outgoing = compressForViewer(
        {
          headers,
          body: Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8'),
        },
        request.headers['accept-encoding'],
      );
      response.writeHead(result.statusCode ?? 200, outgoing.headers);
      response.end(outgoing.body);
    })().catch(() => {
      // Mirrors API Gateway when a Lambda crashes: a bare 500 with no details.
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.end();
    });
  });
}
