/**
 * The API reference page (docs/api/README.md), rendered from the OpenAPI document only, so the
 * page and the document cannot disagree.
 */
import type { OpenApiDocument } from './build-document';
import { objectFields, type JsonSchema } from './json-schema';

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  'x-callers': string;
  parameters: JsonSchema[];
  requestBody?: { description: string; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string }>;
};
type Tag = { name: string; description: string };
type Entry = { method: string; path: string; operation: Operation };

const LIMITS: [string, string][] = [
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minimum', 'min'],
  ['exclusiveMinimum', 'more than'],
  ['maximum', 'max'],
  ['exclusiveMaximum', 'less than'],
  ['multipleOf', 'multiple of'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['pattern', 'pattern'],
  ['format', 'format'],
  ['default', 'default'],
];

/** Table cells: no line breaks, no stray column separators. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function code(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => code(value)).join(' | ');
  if ('const' in schema) return code(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeOf).join(' or ');
  if (schema.type === 'array') {
    return `array of ${typeOf((schema.items ?? {}) as JsonSchema)}`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

export function limitsOf(schema: JsonSchema): string {
  const own = LIMITS.filter(([key]) => schema[key] !== undefined).map(
    ([key, label]) => `${label} ${code(schema[key])}`,
  );
  const items = schema.type === 'array' ? limitsOf((schema.items ?? {}) as JsonSchema) : '';
  if (items) own.push(`each: ${items}`);
  if (typeof schema.description === 'string') own.push(schema.description);
  return own.join(', ');
}

/** Rows of a body's fields; nested objects as `parent.child`, array items as `parent[]`. */
function fieldRows(schema: JsonSchema, prefix: string, depth: number): string[] {
  const { properties, required } = objectFields(schema);
  return Object.entries(properties).flatMap(([name, property]) => {
    const field = `${prefix}${name}`;
    const row = `| \`${field}\` | ${cell(typeOf(property))} | ${required.includes(name) ? 'yes' : 'no'} | ${cell(limitsOf(property))} |`;
    if (depth >= 3) return [row];
    const items = property.type === 'array' ? (property.items as JsonSchema | undefined) : null;
    if (items?.type === 'object') return [row, ...fieldRows(items, `${field}[].`, depth + 1)];
    if (property.type === 'object') return [row, ...fieldRows(property, `${field}.`, depth + 1)];
    return [row];
  });
}

function anchorOf(entry: Entry): string {
  return entry.operation.operationId.toLowerCase().replace(/_/g, '-');
}

function renderOperation(entry: Entry): string[] {
  const { operation } = entry;
  const lines = [`### <a id="${anchorOf(entry)}"></a>${entry.method} \`${entry.path}\``, ''];
  const description = operation.description?.replace(/\n\n/g, ' ') ?? '';
  // The summary is usually the description's first clause: say it once.
  if (!description.startsWith(operation.summary)) lines.push(`${operation.summary}.`, '');
  if (description) lines.push(description, '');
  lines.push(`**Who may call it:** ${operation['x-callers']}`, '');
  if (operation.parameters.length > 0) {
    lines.push('| parameter | in | type | required | limits |', '|---|---|---|---|---|');
    for (const parameter of operation.parameters) {
      const schema = parameter.schema as JsonSchema;
      lines.push(
        `| \`${String(parameter.name)}\` | ${String(parameter.in)} | ${cell(typeOf(schema))} | ${parameter.required ? 'yes' : 'no'} | ${cell(limitsOf(schema))} |`,
      );
    }
    lines.push('');
  }
  const body = operation.requestBody;
  if (body) {
    const schema = body.content['application/json'].schema;
    lines.push(`**Body**: ${body.description}`, '');
    const rows = fieldRows(schema, '', 1);
    if (rows.length > 0) lines.push('| field | type | required | limits |', '|---|---|---|---|');
    else lines.push(`${typeOf(schema)}${limitsOf(schema) ? `: ${limitsOf(schema)}` : ''}`);
    lines.push(...rows, '');
  }
  lines.push('| status | meaning |', '|---|---|');
  for (const [status, response] of Object.entries(operation.responses)) {
    lines.push(`| ${status} | ${cell(response.description)} |`);
  }
  lines.push('');
  return lines;
}

function entriesOf(document: OpenApiDocument): Entry[] {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

export function renderMarkdown(document: OpenApiDocument): string {
  const tags = document.tags as Tag[];
  const entries = entriesOf(document);
  const info = document.info as { title: string; description: string };
  const lines = [`# ${info.title} reference`, '', info.description, ''];
  lines.push(
    'Machine-readable: [openapi.json](openapi.json) (OpenAPI 3.1). A protected route takes ' +
      '`Authorization: Bearer <Cognito access token>`.',
    '',
    '## Contents',
    '',
  );
  for (const tag of tags) {
    lines.push(`- **${tag.name}**: ${tag.description}`);
    for (const entry of entries.filter((item) => item.operation.tags.includes(tag.name))) {
      lines.push(`  - [${entry.method} \`${entry.path}\`](#${anchorOf(entry)})`);
    }
  }
  lines.push('');
  for (const tag of tags) {
    lines.push(`## ${tag.name}`, '', tag.description, '');
    for (const entry of entries.filter((item) => item.operation.tags.includes(tag.name))) {
      lines.push(...renderOperation(entry));
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
