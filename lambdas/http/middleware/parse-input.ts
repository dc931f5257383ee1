import type { z } from 'zod';
import { BadRequestError } from '../../services/errors';
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

function decodeBody(raw: string | undefined, isBase64: boolean | undefined): unknown {
  if (raw === undefined || raw === '') return {};
  const text = isBase64 ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
}

/**
 * Parses the JSON body and the query string and validates both with zod. Unknown shapes are
 * a 400 with a clear message, never a 500.
 */
export function parseInput(schemas: { body?: z.ZodType; query?: z.ZodType }): ApiMiddleware {
  return {
    before: (request) => {
      const { event } = request;
      const state = request.context.api;
      if (schemas.body) {
        const parsed = schemas.body.safeParse(decodeBody(event.body, event.isBase64Encoded));
        if (!parsed.success) throw new BadRequestError(describeZodError(parsed.error));
        state.body = parsed.data;
      }
      if (schemas.query) {
        const parsed = schemas.query.safeParse(event.queryStringParameters ?? {});
        if (!parsed.success) throw new BadRequestError(describeZodError(parsed.error));
        state.query = parsed.data;
      }
    },
  };
}
