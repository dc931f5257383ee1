import type { Context } from 'aws-lambda';
import { defineHandler } from '../../../lambdas/http/define-handler';
import { groupEntry } from '../../../lambdas/http/group-entry';
import { catalogueRoutes } from '../../../lambdas/routes/catalogue';
import { wiredRoute } from '../../support/wired-route';
import { json } from '../../../lambdas/http/responses';
import type { ApiEvent } from '../../../lambdas/http/types';
import { NotFoundError } from '../../../lambdas/services/shared/errors';

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

const echo = wiredRoute('POST /api/cart/validate', async ({ body }) =>
  json(200, { received: body }),
);

describe('defineHandler', () => {
  it('passes validated input to the handler', async () => {
    const result = await echo(event({ body: JSON.stringify({ ids: ['p1', ' p2 '] }) }), context);
    expect(result.statusCode).toBe(200);
    expect(parse(result.body)).toEqual({ received: { ids: ['p1', 'p2'] } });
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const result = await echo(event({ body: '{not json' }), context);
    expect(result.statusCode).toBe(400);
    expect(parse(result.body).error).toBe('Request body must be valid JSON');
  });

  it('answers 400 naming the field for a body of the wrong shape', async () => {
    const tooMany = await echo(
      event({ body: JSON.stringify({ ids: Array.from({ length: 51 }, (_, i) => `p${i}`) }) }),
      context,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(parse(tooMany.body).error).toBe('Too many items in the cart');
    const wrongType = await echo(event({ body: JSON.stringify({ ids: 'x' }) }), context);
    expect(wrongType.statusCode).toBe(400);
    expect(String(parse(wrongType.body).error)).toMatch(/^ids: /);
  });

  it("answers 413 for a body over the route's limit, before parsing it", async () => {
    const huge = JSON.stringify({ ids: ['p1'], pad: 'x'.repeat(300 * 1024) });
    const result = await echo(event({ body: huge }), context);
    expect(result.statusCode).toBe(413);
    expect(parse(result.body)).toEqual({ error: 'Request body is too large' });
    const encoded = Buffer.from(huge).toString('base64');
    expect((await echo(event({ body: encoded, isBase64Encoded: true }), context)).statusCode).toBe(
      413,
    );
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const body = Buffer.from(JSON.stringify({ ids: ['p9'] })).toString('base64');
    const result = await echo(event({ body, isBase64Encoded: true }), context);
    expect(parse(result.body)).toEqual({ received: { ids: ['p9'] } });
  });

  it('validates path parameters: a huge or malformed id is a 400, never reaches the handler', async () => {
    let seen: string | undefined;
    const product = wiredRoute('GET /api/products/{id}', async ({ params }) => {
      seen = params.id;
      return json(200, {});
    });
    const get = (id: string) =>
      product(event({ routeKey: 'GET /api/products/{id}', pathParameters: { id } }), context);
    const huge = await get('a'.repeat(2000));
    expect(huge.statusCode).toBe(400);
    expect(parse(huge.body).error).toBe('id is too long');
    const traversal = await get('../etc');
    expect(traversal.statusCode).toBe(400);
    expect(parse(traversal.body).error).toBe('id is not valid');
    expect(seen).toBeUndefined();
    expect((await get('1d40057e-9db0-418e-9afb-b7da9617fc26')).statusCode).toBe(200);
    expect(seen).toBe('1d40057e-9db0-418e-9afb-b7da9617fc26');
  });

  it('maps domain errors to their status and message', async () => {
    const missing = wiredRoute('GET /api/products', async () => {
      throw new NotFoundError('Product Not Found');
    });
    const result = await missing(event(), context);
    expect(result.statusCode).toBe(404);
    expect(parse(result.body)).toEqual({ error: 'Product Not Found' });
  });

  it('hides unexpected errors behind a generic 500 with the request id', async () => {
    const broken = wiredRoute('GET /api/products', async () => {
      throw new Error('connection string secret=hunter2');
    });
    const result = await broken(event(), context);
    expect(result.statusCode).toBe(500);
    expect(parse(result.body)).toEqual({ error: 'Internal server error', requestId: 'req-1' });
    expect(result.body).not.toContain('hunter2');
  });

  it('refuses signed-in routes without a bearer token before it looks at the input', async () => {
    let ran = false;
    const privateRoute = wiredRoute('PUT /api/my/profile', async () => {
      ran = true;
      return json(200, {});
    });
    // A body that would fail validation: an anonymous caller still learns only "401".
    const result = await privateRoute(
      event({ headers: { authorization: 'Basic abc' }, body: JSON.stringify({ fullName: 7 }) }),
      context,
    );
    expect(result.statusCode).toBe(401);
    expect(parse(result.body)).toEqual({ error: 'Authentication required' });
    expect(ran).toBe(false);
  });
});

describe('a group entry', () => {
  const validate = defineHandler('POST /api/cart/validate', async () => json(200, { ok: true }));
  const list = defineHandler('GET /api/products', async () => json(200, { listed: true }));
  const detail = defineHandler('GET /api/products/{id}', async () => json(200, {}));

  it('serves its own routes with their specs and answers 404 for any other', async () => {
    const entry = groupEntry('catalogue', catalogueRoutes, { validate, list, detail });
    const listed = await entry({ ...event({}), routeKey: 'GET /api/products' }, context);
    expect(parse(listed.body)).toEqual({ listed: true });
    const other = await entry({ ...event({}), routeKey: 'GET /api/admin/orders' }, context);
    expect(other.statusCode).toBe(404);
    // The spec's schema is applied: an invalid body never reaches the handler.
    const invalid = await entry(
      event({ routeKey: 'POST /api/cart/validate', body: JSON.stringify({ ids: 'x' }) }),
      context,
    );
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses at cold start a missing handler, a foreign route and another group’s routes', () => {
    expect(() => groupEntry('catalogue', catalogueRoutes, { validate, list })).toThrow(
      'Group catalogue has no handler for GET /api/products/{id}',
    );
    const foreign = defineHandler('GET /api/admin/orders', async () => json(200, {}));
    expect(() =>
      groupEntry('catalogue', catalogueRoutes, { validate, list, detail, foreign }),
    ).toThrow('GET /api/admin/orders is not a route of catalogue');
    expect(() => groupEntry('sales', catalogueRoutes, { validate, list, detail })).toThrow(
      'is a route of catalogue, not sales',
    );
  });
});
