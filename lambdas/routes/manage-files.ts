/**
 * The `manage-files` group: the confirmation of a product file's upload, apart from the rest of
 * catalogue management because it alone reads automation files (the readers, the n8n node
 * catalogue and the secret rules: lambdas/rules/automation), which would put every other manage
 * route's bundle over its budget.
 */
import type { ManagedProductDetail } from '../contracts/manage/products';
import { confirmFileBody } from '../contracts/manage/files';
import { type RouteSpec, responds } from './route-spec';

export const manageFilesRoutes = {
  'POST /api/manage/products/{id}/files': {
    group: 'manage-files',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: confirmFileBody,
    response: responds<ManagedProductDetail>(),
  },
} as const satisfies Record<string, RouteSpec>;
