import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSharedSynths } from '../infra/synth';
import { timedSetup } from './phase-times';

/**
 * The infrastructure suite's files mostly assert on the same dev and prod stacks: synthesise
 * them once per run here (each file runs in its own module registry, so an in-memory cache would
 * not be shared) and hand them to the test workers through files (tests/infra/synth.ts,
 * sharedSynth). The folder goes in the global teardown.
 */
export default async function infraGlobalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-infra-'));
  await timedSetup('CDK synth', async () => writeSharedSynths(dir));
  process.env.INFRA_SYNTH_DIR = dir;
}
