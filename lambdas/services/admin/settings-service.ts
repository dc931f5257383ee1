import type { AdminSettings } from '../../contracts/admin';
import { STALE_REVISION_MESSAGE } from '../../contracts/manage/products';
import {
  architectureDocTransactUpdate,
  debugPanelTransactUpdate,
} from '../../repositories/settings-repository';
import { writeTransaction } from '../../repositories/transaction';
import { ConflictError } from '../shared/errors';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { getAdminSettings } from '../shared/admin-settings';

const SETTINGS_TARGET = { type: 'settings', id: 'admin' } as const;

export async function setDebugPanel(
  actor: AdminActor,
  enabled: boolean | null,
  now = new Date(),
): Promise<AdminSettings> {
  const detail =
    enabled === null ? 'debug panel reset to default' : `debug panel ${enabled ? 'on' : 'off'}`;
  await writeTransaction([
    debugPanelTransactUpdate(enabled),
    auditWrite(actor, 'settings.debug_panel', SETTINGS_TARGET, detail, now),
  ]);
  return getAdminSettings();
}

export async function setArchitectureDoc(
  actor: AdminActor,
  input: { text: string; revision: number },
  now = new Date(),
): Promise<AdminSettings> {
  const outcome = await writeTransaction([
    architectureDocTransactUpdate(input.text, input.revision, now.toISOString()),
    auditWrite(
      actor,
      'settings.architecture',
      SETTINGS_TARGET,
      `architecture doc revision ${input.revision + 1}`,
      now,
    ),
  ]);
  if (!outcome.ok) throw new ConflictError(STALE_REVISION_MESSAGE);
  return getAdminSettings();
}
