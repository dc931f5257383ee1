import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { synthesize } from '../infra/synth';
import { timedSetup } from './phase-times';

/**
 * The infrastructure suite's files mostly assert on the same dev stack: synthesise it once per
 * run here (each file runs in its own module registry, so an in-memory cache would not be
 * shared) and hand the template to the test workers through a file.
 */
export default async function infraGlobalSetup(): Promise<void> {
  const { template } = await timedSetup('CDK synth', async () => synthesize({ env: 'dev' }));
  const file = path.join(os.tmpdir(), `marketplace-infra-dev-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(template.toJSON()));
  process.env.INFRA_DEV_TEMPLATE = file;
}
