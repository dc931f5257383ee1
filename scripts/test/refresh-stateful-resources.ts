/**
 * Rewrites tests/infra/stateful-resources.json from the synthesized environments, after a
 * deliberate change to a stateful resource (see that folder's stateful-resources.ts):
 * `npx tsx scripts/test/refresh-stateful-resources.ts`, then review and commit the diff.
 */
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import {
  ENVIRONMENTS,
  STATEFUL_LIST_FILE,
  environmentStacks,
  statefulResourcesOf,
  type StatefulList,
} from '../../tests/infra/stateful-resources';

async function refresh(): Promise<void> {
  const list: StatefulList = {};
  for (const env of ENVIRONMENTS) list[env] = statefulResourcesOf(environmentStacks(env));
  // Formatted as `prettier --check` (npm run lint) expects.
  const options = await prettier.resolveConfig(STATEFUL_LIST_FILE);
  writeFileSync(
    STATEFUL_LIST_FILE,
    await prettier.format(JSON.stringify(list), { ...options, filepath: STATEFUL_LIST_FILE }),
  );
  console.log(`Wrote ${STATEFUL_LIST_FILE}`);
}

void refresh();
