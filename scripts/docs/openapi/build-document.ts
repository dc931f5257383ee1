/**
 * The OpenAPI 3.1 document of the HTTP API, built from the route table (lambdas/routes): every
 * route with its path, query and body schemas, who may call it and the answers it declares.
 */
import { paramsSchemaOf } from '../../../lambdas/http/middleware/parse-input';
import { expectedOutcomes } from '../../../lambdas/routes/access';
import {
  DEFAULT_MAX_BODY_BYTES,
  FUNCTION_GROUPS,
  ROUTE_TABLE,
  splitRouteKey,
  type RouteSpec,
} from '../../../lambdas/routes';
import { BEARER, STRIPE_SIGNATURE, callersText, securityOf } from './access-docs';
import { objectFields, toJsonSchema, type JsonSchema } from './json-schema';
import { summaryOf } from './summary';
import type { HandlerNote, SourceNotes } from './source-notes';

export type OpenApiDocument = { [key: string]: unknown };
type Operation = { [key: string]: unknown };

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

/** `256 KiB (262144 bytes)`: readable, and exact. */
export function sizeText(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB (${bytes} bytes)` : `${bytes} bytes`;
}

function errorResponse(description: string): JsonSchema {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

function successResponse(note: HandlerNote | undefined): JsonSchema {
  const status = note?.status ?? 200;
  const description = SUCCESS_TEXT[status] ?? 'Success';
  if (status === 204) return { description };
  return { description, content: { [note?.contentType ?? 'application/json']: {} } };
}

/** Error answers: those the authorisation matrix declares, plus input checks and the limit. */
function responsesOf(key: string, spec: RouteSpec, note: HandlerNote | undefined): JsonSchema {
  const statuses = new Set(Object.values(expectedOutcomes(spec.access, spec.outcomes)));
  const { method, path } = splitRouteKey(key);
  const hasInput = Boolean(spec.body || spec.query || path.includes('{'));
  // A path naming a resource may name one that is not there (a preflight answers regardless).
  const mayBeMissing = path.includes('{') && method !== 'OPTIONS';
  const responses: JsonSchema = { [String(note?.status ?? 200)]: successResponse(note) };
  if (spec.access === 'webhook') {
    responses['400'] = errorResponse(
      'Missing or invalid Stripe signature, or an unreadable event.',
    );
  } else if (hasInput) {
    responses['400'] = errorResponse('Invalid input: the first problem, worded for a person.');
  }
  if (statuses.has(401))
    responses['401'] = errorResponse('No token, or an expired or invalid one.');
  if (statuses.has(403)) {
    responses['403'] = errorResponse(
      "The caller's role may not call this route, or their profile is suspended or being deleted.",
    );
  }
  if (statuses.has(404) || spec.outcomes.capability || mayBeMissing) {
    responses['404'] = errorResponse('Not found, or not for this caller to see.');
  }
  const maxBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  responses['413'] = errorResponse(`Request body larger than ${sizeText(maxBytes)}.`);
  return responses;
}

function parametersOf(key: string, spec: RouteSpec): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const add = (where: 'path' | 'query', schema: JsonSchema) => {
    const { properties, required } = objectFields(schema);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.includes(name),
        schema: property,
      });
    }
  };
  add('path', toJsonSchema(paramsSchemaOf(key, spec)));
  if (spec.query) add('query', toJsonSchema(spec.query));
  return parameters;
}

function operationOf(key: string, spec: RouteSpec, notes: SourceNotes): Operation {
  const note = notes.handlers[key];
  const description = [note?.description, notes.routeComments[key]].filter(Boolean).join('\n\n');
  const operation: Operation = {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: summaryOf(key, note?.description),
    tags: [spec.group],
    security: securityOf(spec.access, spec.outcomes),
    'x-callers': callersText(spec.access, spec.outcomes),
    'x-access': spec.access,
    'x-caching': spec.caching ?? 'no-store',
    parameters: parametersOf(key, spec),
    responses: responsesOf(key, spec, note),
  };
  if (description) operation.description = description;
  if (spec.body) {
    operation.requestBody = {
      required: true,
      description: `JSON, at most ${sizeText(spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)}.`,
      content: { 'application/json': { schema: toJsonSchema(spec.body) } },
    };
  }
  return operation;
}

export function buildOpenApiDocument(
  notes: SourceNotes,
  version: string,
  table: Record<string, RouteSpec> = ROUTE_TABLE,
): OpenApiDocument {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [key, spec] of Object.entries(table)) {
    const { method, path } = splitRouteKey(key);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(key, spec, notes) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Automation Marketplace API',
      version,
      description:
        'Generated from the route table (lambdas/routes) by `npm run docs:api`; do not edit. ' +
        'Every error answer is JSON `{ "error": string }`.',
    },
    tags: FUNCTION_GROUPS.map((group) => ({
      name: group,
      description: notes.groupComments[group] ?? '',
    })),
    paths,
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A Cognito user pool access token (an ID token is refused). The roles a route ' +
            'lists are Cognito groups (admin, seller, test_user; `user` is an account in ' +
            'none of them); none listed means any role.',
        },
        [STRIPE_SIGNATURE]: {
          type: 'apiKey',
          in: 'header',
          name: 'Stripe-Signature',
          description: "Stripe's webhook signature, checked on the raw body.",
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: { type: 'string', description: 'What was wrong, for a person.' },
            requestId: {
              type: 'string',
              description: 'Only on an unexpected error (500), to find its log.',
            },
          },
          required: ['error'],
        },
      },
    },
  };
}
