import http from 'node:http';
import { FUNCTIONS } from './functions';
import { localContext, toApiEvent } from './event';
import { matchRoute } from './route-matcher';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('Payload too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * The local stand-in for API Gateway: matches the route table, turns the request into a
 * payload-2.0 event, and invokes the same Lambda entry the CDK stack deploys.
 */
export function createLocalApiServer(): http.Server {
  return http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      if (url.pathname === '/health') return sendJson(response, 200, { ok: true });
      const matched = matchRoute(request.method ?? 'GET', url.pathname);
      if (!matched) return sendJson(response, 404, { message: 'Not Found' });
      const body = await readBody(request);
      const event = toApiEvent(request, url, matched, body);
      const result = await FUNCTIONS[matched.route.group](
        event,
        localContext(matched.route.group, event.requestContext.requestId),
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.headers ?? {}))
        headers[name] = String(value);
      response.writeHead(result.statusCode ?? 200, headers);
      response.end(
        result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''),
      );
    })().catch(() => {
      // Mirrors API Gateway when a Lambda crashes: a bare 500 with no details.
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.end();
    });
  });
}
