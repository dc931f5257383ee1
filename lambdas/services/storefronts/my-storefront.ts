import { randomUUID } from 'node:crypto';
import type { ImageUploadResponse } from '../../contracts/manage/media';
import {
  STOREFRONT_MESSAGES,
  type MyStorefrontResponse,
  type OwnStorefront,
  type StorefrontBody,
} from '../../contracts/storefronts';
import { describeError, log } from '../../infra/logger';
import {
  deleteMediaObjects,
  keepSavedMediaObjects,
  mediaObjectExists,
  presignedImagePost,
} from '../../repositories/media-storage';
import {
  createStorefront,
  getHandleClaim,
  getStorefront,
  updateStorefront,
  type Storefront,
} from '../../repositories/storefront-repository';
import { getSellerRecord, type SellerRecord } from '../../repositories/user-repository';
import { mediaKey, mediaUrl, parseMediaUrl } from '../../rules/media';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, ForbiddenError } from '../shared/errors';
import { toPublicStorefront, visibleSellerProductCount } from './storefront-views';

type SellerCaller = Pick<Caller, 'userId' | 'role'>;
const RENDITIONS = ['card', 'detail'] as const;

/** Avatars live beside product images, in a media folder of the storefront's own. */
const avatarFolder = (sellerId: string) => `storefront-${sellerId}`;

/**
 * The caller's active seller record. A storefront is a seller's own page: an admin without a
 * seller record has none (403, like the seller's payouts).
 */
async function sellerOf(caller: SellerCaller): Promise<SellerRecord> {
  const seller = await getSellerRecord(caller.userId);
  if (!seller?.active) throw new ForbiddenError(STOREFRONT_MESSAGES.noSellerRecord);
  return seller;
}

async function ownView(storefront: Storefront): Promise<OwnStorefront> {
  return {
    ...toPublicStorefront(storefront),
    hidden: storefront.hidden,
    visible_product_count: await visibleSellerProductCount(storefront.seller_id),
  };
}

/** GET /api/seller/storefront: the seller's storefront, or null before they made one. */
export async function getMyStorefront(caller: SellerCaller): Promise<MyStorefrontResponse> {
  const seller = await sellerOf(caller);
  const storefront = await getStorefront(seller.id);
  return { storefront: storefront ? await ownView(storefront) : null };
}

/** The avatar must be '' or this storefront's own upload, both renditions in the bucket. */
async function checkAvatar(sellerId: string, url: string, current: string): Promise<string[]> {
  if (url === '' || url === current) return [];
  const media = parseMediaUrl(url);
  if (!media || media.productId !== avatarFolder(sellerId)) {
    throw new BadRequestError(STOREFRONT_MESSAGES.avatarNotAllowed);
  }
  const keys = RENDITIONS.map((rendition) => mediaKey(media.productId, media.imageId, rendition));
  for (const key of keys) {
    if (!(await mediaObjectExists(key))) {
      throw new BadRequestError(STOREFRONT_MESSAGES.avatarNotUploaded);
    }
  }
  return keys;
}

async function removeOldAvatar(sellerId: string, url: string): Promise<void> {
  const media = parseMediaUrl(url);
  if (!media || media.productId !== avatarFolder(sellerId)) return;
  try {
    await deleteMediaObjects(
      RENDITIONS.map((rendition) => mediaKey(media.productId, media.imageId, rendition)),
    );
  } catch (error) {
    log('warn', 'Could not remove an old avatar', { sellerId, ...describeError(error) });
  }
}

/**
 * PUT /api/seller/storefront: makes or changes the seller's storefront. The handle is claimed
 * in the same transaction as the change, so of two sellers asking for one handle at once
 * exactly one gets it; a rename keeps the old handle's claim, which redirects.
 */
export async function saveMyStorefront(
  caller: SellerCaller,
  body: StorefrontBody,
): Promise<MyStorefrontResponse> {
  const seller = await sellerOf(caller);
  const current = await getStorefront(seller.id);
  const uploaded = await checkAvatar(seller.id, body.avatar_url, current?.avatar_url ?? '');
  const now = new Date().toISOString();
  const saved = current
    ? await updateStorefront(current, body, now)
    : await createStorefront({
        ...body,
        seller_id: seller.id,
        user_id: caller.userId,
        created_at: now,
        updated_at: now,
        follower_count: 0,
        hidden: false,
        previous_handles: [],
      });
  if (!saved) {
    const claim = await getHandleClaim(body.handle);
    if (claim && claim.seller_id !== seller.id) {
      throw new ConflictError(STOREFRONT_MESSAGES.handleTaken);
    }
    throw new ConflictError(STOREFRONT_MESSAGES.stale);
  }
  await keepSavedMediaObjects(uploaded);
  if (current && current.avatar_url !== body.avatar_url) {
    await removeOldAvatar(seller.id, current.avatar_url);
  }
  const stored = await getStorefront(seller.id);
  if (!stored) throw new ConflictError(STOREFRONT_MESSAGES.stale);
  return { storefront: await ownView(stored) };
}

/** POST /api/seller/storefront/avatar/uploads: presigned POSTs for a new avatar's renditions. */
export async function createAvatarUpload(
  caller: SellerCaller,
  body: { cardSize: number; detailSize: number },
): Promise<ImageUploadResponse> {
  const seller = await sellerOf(caller);
  const folder = avatarFolder(seller.id);
  const imageId = randomUUID();
  const [card, detail] = await Promise.all([
    presignedImagePost(mediaKey(folder, imageId, 'card'), body.cardSize),
    presignedImagePost(mediaKey(folder, imageId, 'detail'), body.detailSize),
  ]);
  return { card, detail, imageUrl: mediaUrl(folder, imageId, 'detail') };
}
