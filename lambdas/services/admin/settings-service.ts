import type { AdminSettings } from '../../contracts/admin';
import { STALE_REVISION_MESSAGE } from '../../contracts/manage/products';
import { config } from '../../infra/config';
import { configuredStripeMode } from '../../infra/stripe-mode';
import {
  architectureDocTransactUpdate,
  debugPanelTransactUpdate,
  getSettings,
  type StoredSettings,
} from '../../repositories/settings-repository';
import { writeTransaction } from '../../repositories/transaction';
import { ConflictError } from '../shared/errors';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { debugPanelEnabled } from '../shared/debug-panel-flag';

const SETTINGS_TARGET = { type: 'settings', id: 'admin' } as const;

function view(stored: StoredSettings): AdminSettings {
  return {
    debug_panel_enabled: debugPanelEnabled(stored),
    debug_panel_default: config().debugPanelDefault,
    architecture_doc: stored.architecture_doc ?? '',
    architecture_doc_revision: stored.architecture_doc_revision ?? 0,
    architecture_doc_updated_at: stored.architecture_doc_updated_at ?? null,
    stripe_mode: configuredStripeMode(),
  };
}

export async function getAdminSettings(): Promise<AdminSettings> {
  return view(await getSettings());
}

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
