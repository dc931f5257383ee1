import type { DraftVersionsResponse } from '../../contracts/manage/products';
import { listDraftVersions } from '../../repositories/back-office-repository';
import { getProductsByIds } from '../../repositories/product-repository';
import type { Caller } from '../shared/caller';
import { ForbiddenError } from '../shared/errors';
import { revisionOf } from './product-views';

/**
 * GET /api/manage/versions/drafts: every unpublished version of the shop, newest first, so no
 * draft waits unseen. Drafts of retired products are left out (nobody can publish them).
 * Publishing goes through the product's own publish route (one transaction, one e-mail).
 */
export async function listShopDrafts(caller: Pick<Caller, 'role'>): Promise<DraftVersionsResponse> {
  if (caller.role !== 'admin') throw new ForbiddenError();
  const versions = await listDraftVersions();
  const products = new Map(
    (await getProductsByIds([...new Set(versions.map((version) => version.product_id))])).map(
      (product) => [product.id, product],
    ),
  );
  const drafts = [];
  for (const version of versions) {
    const product = products.get(version.product_id);
    if (!product || product.retired_at || version.is_published) continue;
    drafts.push({
      product_id: product.id,
      product_name: product.name,
      version_id: version.id,
      version_number: version.version_number,
      release_date: version.release_date,
      created_at: version.created_at,
      changelog: version.changelog ?? '',
      revision: revisionOf(version),
    });
  }
  return { drafts };
}
