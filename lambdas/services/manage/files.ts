import { randomUUID } from 'node:crypto';
import {
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedProductDetail,
} from '../../contracts/manage/products';
import { deleteProductFiles } from '../../repositories/file-storage';
import {
  fileCreate,
  fileDelete,
  fileReplace,
  fileReposition,
} from '../../repositories/product-file-repository';
import type { ProductPartition } from '../../repositories/product-repository';
import { syncCatalogueListing } from '../../repositories/catalogue-browse/sync';
import { writeTransaction } from '../../repositories/transaction';
import type { TransactWriteItem } from '../../repositories/transaction';
import type { ProductFile } from '../../rules/product-content';
import type { FilePlatform } from '../../rules/uploads';
import { isVideoLink, youtubeId, youtubeWatchUrl } from '../../rules/youtube';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { filesOfGroup } from './file-groups';
import { loadManagedDetail, revisionOf } from './product-views';
import { manageablePartition } from './products';
import { refreshCardApps } from '../shared/card-apps-refresh';

type ManagingCaller = Pick<Caller, 'userId' | 'role'>;

/** Gallery images share the file items but are managed with the product's images. */
function fileOf(partition: ProductPartition, fileId: string): ProductFile {
  const file = partition.files.find(
    (candidate) => candidate.id === fileId && candidate.file_purpose !== 'gallery',
  );
  if (!file) throw new NotFoundError(MANAGE_MESSAGES.fileNotFound);
  return file;
}

async function commit(items: TransactWriteItem[], productId: string) {
  const result = await writeTransaction(items);
  if (!result.ok) throw new ConflictError(STALE_REVISION_MESSAGE);
  // A published version's files decide the apps the catalogue lists the product under.
  await syncCatalogueListing(productId);
  return loadManagedDetail(productId);
}

/** Title and platform of a file row (revision-checked). */
export async function updateFile(
  caller: ManagingCaller,
  productId: string,
  fileId: string,
  input: { revision: number; title?: string; platform?: FilePlatform },
  now = new Date(),
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  const file = fileOf(partition, fileId);
  if (revisionOf(file) !== input.revision) throw new ConflictError(STALE_REVISION_MESSAGE);
  const next: ProductFile = {
    ...file,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.platform !== undefined ? { platform: input.platform } : {}),
    revision: input.revision + 1,
    updated_at: now.toISOString(),
  };
  return commit([fileReplace(next, input.revision)], productId);
}

/**
 * Deletes a file row, then its stored object (a video link has none). `videosOnly` is the
 * instruction-video route, which must not delete stored files.
 */
export async function deleteFile(
  caller: ManagingCaller,
  productId: string,
  fileId: string,
  options: { videosOnly?: boolean } = {},
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  const file = fileOf(partition, fileId);
  if (options.videosOnly && !isVideoLink(file.file_type)) {
    throw new NotFoundError(MANAGE_MESSAGES.fileNotFound);
  }
  const result = await writeTransaction([fileDelete(productId, fileId)]);
  if (!result.ok) throw new NotFoundError(MANAGE_MESSAGES.fileNotFound);
  // The card's apps first: the sync copies them into the listing items' cards.
  const left = partition.files.filter((candidate) => candidate.id !== fileId);
  await refreshCardApps(partition, file.version_id, left);
  await syncCatalogueListing(productId);
  if (!isVideoLink(file.file_type)) await deleteProductFiles([file.file_path]);
  return loadManagedDetail(productId);
}

/**
 * Renumbers one purpose group of a version from 1 in the order given, in one transaction, each
 * file conditioned on the revision read. The list must be exactly the group: a file added or
 * removed since the editor loaded it makes it stale (409), never a partial renumbering.
 */
export async function reorderFiles(
  caller: ManagingCaller,
  productId: string,
  input: { versionId: string; file_purpose: string; fileIds: string[] },
  now = new Date(),
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  if (new Set(input.fileIds).size !== input.fileIds.length) {
    throw new BadRequestError('Each file may appear only once.');
  }
  const group = new Map(
    filesOfGroup(partition.files, input.versionId, input.file_purpose).map((file) => [
      file.id,
      file,
    ]),
  );
  if (group.size !== input.fileIds.length || input.fileIds.some((id) => !group.has(id))) {
    throw new ConflictError(STALE_REVISION_MESSAGE);
  }
  const at = now.toISOString();
  return commit(
    input.fileIds.map((fileId, index) =>
      fileReposition(productId, fileId, index + 1, revisionOf(group.get(fileId) ?? {}), at),
    ),
    productId,
  );
}

/**
 * An instruction video: a YouTube link (watch, embed or short link) stored as a watch URL, in a
 * purpose group of its own (`instruction_video_{timestamp}`), with no size.
 */
export async function addInstructionVideo(
  caller: ManagingCaller,
  productId: string,
  input: { versionId: string; url: string; title: string },
  now = new Date(),
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  if (!partition.versions.some((version) => version.id === input.versionId)) {
    throw new NotFoundError(MANAGE_MESSAGES.videoNoVersion);
  }
  const id = youtubeId(input.url);
  if (!id) throw new BadRequestError(MANAGE_MESSAGES.invalidYoutubeUrl);
  const at = now.toISOString();
  return commit(
    [
      fileCreate({
        id: randomUUID(),
        product_id: productId,
        version_id: input.versionId,
        title: input.title,
        display_name: input.title,
        file_type: 'youtube',
        file_purpose: `instruction_video_${now.getTime()}`,
        platform: 'youtube',
        file_path: youtubeWatchUrl(id),
        order_position: 1,
        file_size: null,
        created_at: at,
        updated_at: at,
        revision: 0,
      }),
    ],
    productId,
  );
}
