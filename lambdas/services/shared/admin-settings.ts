import type { AdminSettings } from '../../contracts/admin';
import { config } from '../../infra/config';
import { configuredStripeMode } from '../../infra/stripe-mode';
import { getSettings, type StoredSettings } from '../../repositories/settings-repository';
import { DEFAULT_COMMISSION_RATE_BPS } from '../../rules/commission';
import { debugPanelEnabled } from './debug-panel-flag';

/**
 * The admin's settings as `GET /api/admin/settings` shows them, shared by the groups that change
 * them: the admin group (debug panel, architecture text) and the payouts group (the shop's
 * default commission).
 */
function view(stored: StoredSettings): AdminSettings {
  return {
    debug_panel_enabled: debugPanelEnabled(stored),
    debug_panel_default: config().debugPanelDefault,
    architecture_doc: stored.architecture_doc ?? '',
    architecture_doc_revision: stored.architecture_doc_revision ?? 0,
    architecture_doc_updated_at: stored.architecture_doc_updated_at ?? null,
    stripe_mode: configuredStripeMode(),
    commission_rate_bps: stored.commission_rate_bps ?? DEFAULT_COMMISSION_RATE_BPS,
  };
}

export async function getAdminSettings(): Promise<AdminSettings> {
  return view(await getSettings());
}
