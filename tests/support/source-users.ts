import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * The TypeScript files of lambdas/ and scripts/ whose text matches `pattern`, relative to the
 * repository and sorted: for source checks that only the expected modules use something.
 */
export function sourceFilesMatching(pattern: RegExp): string[] {
  return [...sourceFiles(path.join(ROOT, 'lambdas')), ...sourceFiles(path.join(ROOT, 'scripts'))]
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file))
    .sort();
}
