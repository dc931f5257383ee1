import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { defineHandler } from '../../../lambdas/http/define-handler';
import { json } from '../../../lambdas/http/responses';
import type { ApiEvent } from '../../../lambdas/http/types';
import { NotFoundError } from '../../../lambdas/services/errors';

process.env.LOG_LEVEL = 'silent';

function event(overrides: Partial<ApiEvent> = {}): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'POST', path: '/api/test' } },
    ...overrides,
  } as ApiEvent;
}

const context = { awsRequestId: 'aws-1' } as Context;

function parse(body: string | undefined) {
  return JSON.parse(body ?? '{}') as Record<string, unknown>;
}

const echo = defineHandler({
  access: 'public',
  body: z.object({
    productId: z.string().min(1, 'productId is required'),
    count: z.number().int(),
  }),
  handle: async ({ body }) => json(200, { received: body }),
});

describe('defineHandler', () => {
  it('passes validated input to the handler', async () => {
    const result = await echo(
      event({ body: JSON.stringify({ productId: 'p1', count: 2 }) }),
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(parse(result.body)).toEqual({ received: { productId: 'p1', count: 2 } });
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const result = await echo(event({ body: '{not json' }), context);
    expect(result.statusCode).toBe(400);
    expect(parse(result.body).error).toBe('Request body must be valid JSON');
  });

  it('answers 400 naming the field for a body of the wrong shape', async () => {
    const result = await echo(
      event({ body: JSON.stringify({ productId: '', count: 1 }) }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(parse(result.body).error).toBe('productId is required');
    const wrongType = await echo(
      event({ body: JSON.stringify({ productId: 'p', count: 'x' }) }),
      context,
    );
    expect(wrongType.statusCode).toBe(400);
    expect(String(parse(wrongType.body).error)).toMatch(/^count: /);
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const body = Buffer.from(JSON.stringify({ productId: 'p9', count: 1 })).toString('base64');
    const result = await echo(event({ body, isBase64Encoded: true }), context);
    expect(parse(result.body)).toEqual({ received: { productId: 'p9', count: 1 } });
  });

  it('maps domain errors to their status and message', async () => {
    const missing = defineHandler({
      access: 'public',
      handle: async () => {
        throw new NotFoundError('Product Not Found');
      },
    });
    const result = await missing(event(), context);
    expect(result.statusCode).toBe(404);
    expect(parse(result.body)).toEqual({ error: 'Product Not Found' });
  });

  it('hides unexpected errors behind a generic 500 with the request id', async () => {
    const broken = defineHandler({
      access: 'public',
      handle: async () => {
        throw new Error('connection string secret=hunter2');
      },
    });
    const result = await broken(event(), context);
    expect(result.statusCode).toBe(500);
    expect(parse(result.body)).toEqual({ error: 'Internal server error', requestId: 'req-1' });
    expect(result.body).not.toContain('hunter2');
  });

  it('refuses signed-in routes without a bearer token, before the handler runs', async () => {
    let ran = false;
    const privateRoute = defineHandler({
      access: 'signed-in',
      handle: async () => {
        ran = true;
        return json(200, {});
      },
    });
    const result = await privateRoute(event({ headers: { authorization: 'Basic abc' } }), context);
    expect(result.statusCode).toBe(401);
    expect(ran).toBe(false);
  });
});
