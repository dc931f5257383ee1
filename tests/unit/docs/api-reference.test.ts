/**
 * The generated API reference (docs/api) is what `npm run docs:api` writes from the route table
 * today, and says what the table says.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createProductBody } from '../../../lambdas/contracts/manage/products';
import { BY_ACCESS } from '../../../lambdas/routes/access';
import {
  pathParamNames,
  ROUTE_TABLE,
  splitRouteKey,
  type RouteSpec,
} from '../../../lambdas/routes';
import { REPO_ROOT } from '../../../lib/config';
import { buildOpenApiDocument } from '../../../scripts/docs/openapi/build-document';
import {
  generateApiReference,
  REGENERATE_COMMAND,
  type ApiReference,
} from '../../../scripts/docs/openapi/generate';
import { toJsonSchema } from '../../../scripts/docs/openapi/json-schema';
import { readSourceNotes, successOf } from '../../../scripts/docs/openapi/source-notes';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string }[];
  security: Record<string, string[]>[];
  requestBody?: { content: { 'application/json': { schema: { properties: object } } } };
  responses: Record<string, unknown>;
};

let reference: ApiReference;
beforeAll(() => {
  reference = generateApiReference(REPO_ROOT);
});

/** A missing file is stale too, with the same advice. */
function committed(file: string): string | undefined {
  const full = path.join(REPO_ROOT, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

function operation(key: string): Operation | undefined {
  const { method, path: routePath } = splitRouteKey(key);
  const paths = reference.document.paths as Record<string, Record<string, Operation>>;
  return paths[routePath]?.[method.toLowerCase()];
}

describe('generated API reference', () => {
  it('matches the committed docs/api files', () => {
    const stale = Object.entries(reference.files)
      .filter(([file, text]) => committed(file) !== text)
      .map(([file]) => file);
    const fix = stale.length > 0 ? `run \`${REGENERATE_COMMAND}\` and commit docs/api` : 'none';
    expect({ stale, fix }).toEqual({ stale: [], fix: 'none' });
  });

  it('has every route of the route table, and nothing else', () => {
    const keys = Object.keys(ROUTE_TABLE);
    for (const key of keys)
      expect({ key, found: Boolean(operation(key)) }).toEqual({ key, found: true });
    const paths = reference.document.paths as Record<string, object>;
    const count = Object.values(paths).reduce((sum, ops) => sum + Object.keys(ops).length, 0);
    expect(count).toBe(keys.length);
    for (const key of keys)
      expect(reference.files['docs/api/README.md']).toContain(
        `${splitRouteKey(key).method} \`${splitRouteKey(key).path}\``,
      );
  });

  it('declares each path parameter of each path, once, and unique operation ids', () => {
    const ids = new Set<string>();
    for (const key of Object.keys(ROUTE_TABLE)) {
      const found = operation(key);
      const inPath = (found?.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect({ key, names: inPath.map((parameter) => parameter.name) }).toEqual({
        key,
        names: pathParamNames(splitRouteKey(key).path),
      });
      ids.add(found?.operationId ?? '');
    }
    expect(ids.size).toBe(Object.keys(ROUTE_TABLE).length);
  });

  it('states who may call each kind of route', () => {
    expect(operation('GET /api/manage/products')?.security).toEqual([
      { cognitoJwt: ['seller', 'admin'] },
    ]);
    expect(operation('GET /api/admin/users')?.security).toEqual([{ cognitoJwt: ['admin'] }]);
    expect(operation('GET /api/my/purchases')?.security).toEqual([{ cognitoJwt: [] }]);
    // Sellers and admins do not buy: the matrix's 403s narrow the bearer's roles.
    expect(operation('POST /api/create-payment')?.security).toEqual([
      { cognitoJwt: ['user', 'test_user'] },
    ]);
    expect(operation('GET /api/products')?.security).toEqual([{}, { cognitoJwt: [] }]);
    expect(operation('POST /api/cart/validate')?.security).toEqual([]);
    expect(operation('POST /api/stripe-webhook')?.security).toEqual([{ stripeSignature: [] }]);
    expect(operation('GET /api/admin/users')?.responses).toHaveProperty('403');
    expect(operation('POST /api/cart/validate')?.responses).not.toHaveProperty('401');
  });

  it('shows body fields with their limits', () => {
    const maxLength = createProductBody.shape.name.maxLength;
    expect(maxLength).toEqual(expect.any(Number));
    const body = operation('POST /api/manage/products')?.requestBody;
    expect(body?.content['application/json'].schema.properties).toMatchObject({
      name: { type: 'string', maxLength },
    });
    expect(reference.files['docs/api/README.md']).toContain(
      `| \`name\` | string | yes | min length \`1\`, max length \`${maxLength}\` |`,
    );
  });

  it('takes the success status the handler answers with', () => {
    expect(operation('POST /api/manage/products')?.responses).toHaveProperty('201');
    expect(operation('DELETE /api/my/n8n-library')?.responses).toHaveProperty('204');
    expect(operation('OPTIONS /api/n8n/{token}/health')?.responses).toHaveProperty('204');
    expect(successOf('csvAttachment(file.filename, file.csv)')).toEqual({
      status: 200,
      contentType: 'text/csv',
    });
  });

  it('documents a route added to the table', () => {
    const table: Record<string, RouteSpec> = {
      'POST /api/widgets/{id}': {
        group: 'catalogue',
        access: 'signed-in',
        outcomes: BY_ACCESS,
        body: z.object({ label: z.string().max(7) }),
        response: undefined,
      },
    };
    const document = buildOpenApiDocument(readSourceNotes(REPO_ROOT), '0.0.0', table);
    expect(document.paths).toEqual({
      '/api/widgets/{id}': { post: expect.objectContaining({ summary: 'Post to widgets {id}' }) },
    });
  });

  it('falls back, with a note, for a schema JSON Schema cannot express', () => {
    const schema = toJsonSchema(z.object({ at: z.date(), label: z.string().max(3) }));
    expect(schema).toMatchObject({
      'x-unrepresentable': true,
      properties: { label: { maxLength: 3 } },
    });
    expect(schema.description).toMatch(/Not fully expressible in JSON Schema/);
  });
});
