import { groupEntry } from '../http/group-entry';
import { adminRoutes } from '../routes/admin';
import { listAdminAudit } from '../handlers/admin/audit';
import {
  getAutomationReread,
  startAutomationRereadHandler,
} from '../handlers/admin/automation-reread';
import {
  createAdminInvitation,
  listAdminInvitations,
  resendAdminInvitation,
  revokeAdminInvitation,
} from '../handlers/admin/invitations';
import {
  getAdminSecurity,
  getAdminSettingsHandler,
  setAdminArchitectureDoc,
  setAdminDebugPanel,
} from '../handlers/admin/settings';
import {
  getAdminUser,
  grantAdminUserPurchase,
  listAdminUsers,
  setAdminUserRole,
  setAdminUserSeller,
  setAdminUserState,
} from '../handlers/admin/users';

/** Lambda entry of the `admin` function group: running the shop (not the sales statistics). */
export const handler = groupEntry('admin', adminRoutes, {
  listAdminUsers,
  getAdminUser,
  setAdminUserRole,
  setAdminUserState,
  setAdminUserSeller,
  grantAdminUserPurchase,
  listAdminInvitations,
  createAdminInvitation,
  resendAdminInvitation,
  revokeAdminInvitation,
  listAdminAudit,
  getAdminSecurity,
  getAdminSettingsHandler,
  setAdminDebugPanel,
  setAdminArchitectureDoc,
  getAutomationReread,
  startAutomationRereadHandler,
});
