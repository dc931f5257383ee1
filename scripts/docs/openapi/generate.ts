/**
 * Both generated files as text, exactly as committed: the CLI writes them, the unit test
 * compares them with the committed ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, type OpenApiDocument } from './build-document';
import { renderMarkdown } from './render-markdown';
import { readSourceNotes } from './source-notes';

export const OPENAPI_FILE = 'docs/api/openapi.json';
export const MARKDOWN_FILE = 'docs/api/README.md';
export const REGENERATE_COMMAND = 'npm run docs:api';

/** Keys sorted at every level (arrays keep their order): the same table, the same bytes. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

export interface ApiReference {
  document: OpenApiDocument;
  files: Record<typeof OPENAPI_FILE | typeof MARKDOWN_FILE, string>;
}

export function generateApiReference(root: string): ApiReference {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const built = buildOpenApiDocument(readSourceNotes(root), version);
  const document = sortKeys(built) as OpenApiDocument;
  // Plain JSON.stringify layout; .prettierignore leaves the file to this generator.
  const json = `${JSON.stringify(document, null, 2)}\n`;
  return { document, files: { [OPENAPI_FILE]: json, [MARKDOWN_FILE]: renderMarkdown(document) } };
}
