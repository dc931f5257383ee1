import type { StorefrontVisibilityResponse } from '../../contracts/storefronts';
import { STOREFRONT_MESSAGES } from '../../contracts/storefronts';
import { storefrontVisibilityWrite } from '../../repositories/storefront-repository';
import { writeTransaction } from '../../repositories/transaction';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { ConflictError } from '../shared/errors';
import { storefrontOfHandle } from './storefront-page';

/**
 * PUT /api/admin/storefronts/{handle}/visibility: the admin hides a storefront (its page answers
 * 404 to shoppers; its products stay in the catalogue) or shows it again, with the audit entry
 * in the same transaction.
 */
export async function setStorefrontHidden(
  actor: AdminActor,
  handle: string,
  hidden: boolean,
): Promise<StorefrontVisibilityResponse> {
  const storefront = await storefrontOfHandle(handle);
  const now = new Date();
  const result = await writeTransaction([
    storefrontVisibilityWrite(storefront.seller_id, hidden, now.toISOString()),
    auditWrite(
      actor,
      hidden ? 'storefront.hide' : 'storefront.unhide',
      { type: 'seller', id: storefront.seller_id },
      `${hidden ? 'Hid' : 'Showed'} the storefront /sellers/${storefront.handle}`,
      now,
    ),
  ]);
  if (!result.ok) throw new ConflictError(STOREFRONT_MESSAGES.stale);
  return { handle: storefront.handle, hidden };
}
