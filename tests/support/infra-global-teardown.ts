import { rmSync } from 'node:fs';

/** Removes the stacks tests/support/infra-global-setup.ts synthesised for the run. */
export default function infraGlobalTeardown(): void {
  const dir = process.env.INFRA_SYNTH_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
