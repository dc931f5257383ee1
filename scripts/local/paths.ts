import path from 'node:path';

/** The repository root, wherever a script is started from. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');
