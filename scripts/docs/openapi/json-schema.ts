/** zod v4 schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

const WHERE = 'see the zod schema in lambdas/contracts';

/**
 * The schema as a client sends it (`io: 'input'`: defaults make a field optional). A part JSON
 * Schema cannot express (a custom check, a date, a transform's output) must not stop the
 * reference being built: it becomes "any value" and the schema says so.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    try {
      converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      converted = {};
    }
    converted = {
      ...converted,
      description: `Not fully expressible in JSON Schema (${reason}); ${WHERE}.`,
      'x-unrepresentable': true,
    };
  }
  // OpenAPI 3.1 documents default to this dialect; repeating it in every schema is noise.
  delete converted.$schema;
  return converted;
}

/** The properties of an object schema and which are required (none for other schemas). */
export function objectFields(schema: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: string[];
} {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return { properties, required };
}
