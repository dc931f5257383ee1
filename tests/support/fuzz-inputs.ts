import fc from 'fast-check';
import { z } from 'zod';
import type { RouteSpec } from '../../lambdas/routes';

/**
 * Inputs a hostile client could send: wrong types, huge and unicode strings (lone surrogates
 * included), prototype keys, traversal and injection strings, deep nesting. Each route gets its
 * own field names mixed in, so the fuzzer also gets past "unknown shape" into the rules.
 */
const trickyStrings = fc.constantFrom(
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '\udfff',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  'cs_live_aaaaaaaa',
  'null',
  'NaN',
  '-1',
  '1e309',
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: trickyStrings },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 300, maxLength: 3000 }) },
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(-0),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
);

const { value: nested } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constant('__proto__')), tie('value'), {
      maxKeys: 4,
    }),
  ),
}));

/** A JSON array nested far deeper than any schema expects. */
const deeplyNested = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
});

function fieldNames(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** An object carrying the schema's own keys (and some strangers) with hostile values. */
function shapedObject(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const names = fieldNames(schema);
  if (names.length === 0) return nested;
  return fc
    .tuple(
      fc.subarray(names),
      fc.array(nested, { minLength: names.length, maxLength: names.length }),
      fc.dictionary(fc.constantFrom('__proto__', 'extra', 'constructor'), nested, { maxKeys: 2 }),
    )
    .map(([keys, values, extra]) => {
      const object: Record<string, unknown> = { ...extra };
      keys.forEach((key, index) => {
        object[key] = values[names.indexOf(key)] ?? values[index];
      });
      return object;
    });
}

/** The raw body: JSON of something hostile, or bytes that are not JSON at all. */
export function hostileBody(spec: Pick<RouteSpec, 'body'>): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: shapedObject(spec.body).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: nested.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deeplyNested.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Query parameters as API Gateway hands them over: strings only. */
export function hostileQuery(spec: Pick<RouteSpec, 'query'>): fc.Arbitrary<Record<string, string>> {
  const names = [...fieldNames(spec.query), 'cursor', '__proto__', 'x'];
  return fc.dictionary(fc.constantFrom(...names), hostileString, { maxKeys: 4 });
}

/** Path parameters: API Gateway has already percent-decoded them. */
export function hostilePathParams(names: readonly string[]): fc.Arbitrary<Record<string, string>> {
  return fc
    .array(hostileString, { minLength: names.length, maxLength: names.length })
    .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])));
}

/** What a 4xx/5xx body must never show: stack traces, file paths, internal names. */
export const LEAK_PATTERN =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|TypeError|ReferenceError|SyntaxError|Dynamo|ConditionalCheck|Exception\b|ValidationException|stack/i;
