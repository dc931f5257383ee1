import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The infrastructure suite's folder for the stacks its files share (tests/infra/synth.ts,
 * sharedSynth): the first file that needs the dev or prod stack synthesises it there, the
 * others read it. The folder goes in the global teardown.
 */
export default function infraGlobalSetup(): void {
  process.env.INFRA_SYNTH_DIR = mkdtempSync(path.join(os.tmpdir(), 'marketplace-infra-'));
}
