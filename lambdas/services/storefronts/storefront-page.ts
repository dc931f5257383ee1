import { STOREFRONT_MESSAGES, type StorefrontPageResponse } from '../../contracts/storefronts';
import { getHandleClaim, getStorefront } from '../../repositories/storefront-repository';
import { normaliseHandle } from '../../rules/storefront';
import type { Caller } from '../shared/caller';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { INVALID_CURSOR } from '../shared/page-cursors';
import {
  decodeStorefrontCursor,
  encodeStorefrontCursor,
  storefrontProductPage,
} from './storefront-products';
import { toPublicStorefront } from './storefront-views';

export const STOREFRONT_PAGE_SIZE = 24;

/** The storefront a handle names, current or old (an old handle's claim still points at it). */
export async function storefrontOfHandle(handle: string) {
  const claim = await getHandleClaim(normaliseHandle(handle));
  const storefront = claim && (await getStorefront(claim.seller_id));
  if (!storefront) throw new NotFoundError(STOREFRONT_MESSAGES.notFound);
  return storefront;
}

/**
 * GET /api/sellers/{handle}: the storefront and a page of its visible products. Hidden by an
 * admin, or with nothing listed, it is not found, except for the admin and its own seller (who
 * need to see it to unhide or fix it). The answer names the current handle: the page replaces
 * an old one in the address bar.
 */
export async function getStorefrontPage(
  handle: string,
  caller: Pick<Caller, 'userId' | 'role'> | undefined,
  cursor: string | undefined,
): Promise<StorefrontPageResponse> {
  const storefront = await storefrontOfHandle(handle);
  const privileged = caller?.role === 'admin' || caller?.userId === storefront.user_id;
  if (storefront.hidden && !privileged) throw new NotFoundError(STOREFRONT_MESSAGES.notFound);
  const position = cursor
    ? await decodeStorefrontCursor(storefront.seller_id, cursor)
    : { featured: true };
  if (!position) throw new BadRequestError(INVALID_CURSOR);
  const page = await storefrontProductPage(storefront.seller_id, position, STOREFRONT_PAGE_SIZE);
  // Nothing listed: the first page is empty with nothing after it.
  if (!cursor && page.products.length === 0 && !page.next && !privileged) {
    throw new NotFoundError(STOREFRONT_MESSAGES.notFound);
  }
  return {
    storefront: toPublicStorefront(storefront),
    seller_id: storefront.seller_id,
    hidden: storefront.hidden,
    products: page.products,
    nextCursor: page.next ? await encodeStorefrontCursor(storefront.seller_id, page.next) : null,
  };
}
