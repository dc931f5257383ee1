import { config } from '../../infra/config';
import type { StoredSettings } from '../../repositories/settings-repository';

/** The flag in force: the admin's choice, or the environment default when none is set. */
export function debugPanelEnabled(stored: StoredSettings): boolean {
  return stored.debug_panel_enabled ?? config().debugPanelDefault;
}
