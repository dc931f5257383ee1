/**
 * `npm run docs:api`: writes the API reference generated from the route table, the OpenAPI 3.1
 * document (docs/api/openapi.json) and its page (docs/api/README.md). A unit test fails when the
 * committed files differ from what this writes (tests/unit/docs/api-reference.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/config';
import { generateApiReference } from './openapi/generate';

function main(): void {
  const { files } = generateApiReference(REPO_ROOT);
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(REPO_ROOT, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    console.log(`wrote ${file}`);
  }
}

main();
