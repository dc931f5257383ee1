import { z } from 'zod';
import { pathParamSchema } from '../../contracts/common';
import { pathParamNames, splitRouteKey, type RouteSpec } from '../../routes/route-spec';
import { BadRequestError } from '../../services/shared/errors';
import type { ApiMiddleware } from './api-context';

/** zod's own wording, which does not say which field it is about. */
const GENERIC_ZOD_MESSAGE =
  /^(Invalid input|Invalid option|Too (small|big)|Unrecognized key|Expected)/;

/**
 * The first problem, worded for a person. Our schemas carry the spec's messages, shown as they
 * are; zod's generic ones get the field's name in front.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && GENERIC_ZOD_MESSAGE.test(issue.message)
    ? `${field}: ${issue.message}`
    : issue.message;
}

/** The body is within the route's limit by now (body-limit.ts runs first). */
function decodeBody(raw: string | undefined, isBase64: boolean | undefined): unknown {
  if (raw === undefined || raw === '') return {};
  const text = isBase64 ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
}

/** The route's own params schema, or every `{name}` of its path checked as an id. */
export function paramsSchemaOf(key: string, spec: Pick<RouteSpec, 'params'>): z.ZodType {
  if (spec.params) return spec.params;
  const names = pathParamNames(splitRouteKey(key).path);
  return z.object(Object.fromEntries(names.map((name) => [name, pathParamSchema(name)])));
}

function check(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(describeZodError(parsed.error));
  return parsed.data;
}

/**
 * Validates path parameters, the query string and the JSON body with the route's schemas.
 * Runs after authentication, so an anonymous caller of a signed-in route learns nothing about
 * the route's input. Unknown shapes are a 400 with a clear message, never a 500.
 */
export function parseInput(key: string, spec: RouteSpec): ApiMiddleware {
  const paramsSchema = paramsSchemaOf(key, spec);
  return {
    before: (request) => {
      const { event } = request;
      const state = request.context.api;
      state.params = check(paramsSchema, event.pathParameters ?? {}) as Record<string, string>;
      if (spec.query) state.query = check(spec.query, event.queryStringParameters ?? {});
      if (spec.body) state.body = check(spec.body, decodeBody(event.body, event.isBase64Encoded));
    },
  };
}
