/**
 * Upload confirmation: the only path that reads automation files (the readers, the n8n node
 * catalogue and the secret rules), so it is a function group of its own (`manage-files`) and
 * the rest of catalogue management stays small.
 */
import { randomUUID } from 'node:crypto';
import {
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedProductDetail,
} from '../../contracts/manage/products';
import {
  deleteProductFiles,
  keepConfirmedUpload,
  storedObject,
} from '../../repositories/file-storage';
import {
  deleteUploadTicket,
  fileCreate,
  getUploadTicket,
  uploadTicketConsume,
  type UploadTicket,
} from '../../repositories/product-file-repository';
import { syncCatalogueListing } from '../../repositories/catalogue-browse/sync';
import { writeTransaction } from '../../repositories/transaction';
import type { ProductFile } from '../../rules/product-content';
import {
  fileTypeOf,
  UPLOAD_LIMITS,
  type FilePlatform,
  type UploadPurpose,
} from '../../rules/uploads';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError } from '../shared/errors';
import { checkAutomationUpload } from './automation-upload-check';
import { refreshCardApps } from '../shared/card-apps-refresh';
import { versionOf } from './latest-version';
import { nextPositionIn } from './file-groups';
import { n8nImportFlags } from './n8n-import-check';
import { loadManagedDetail } from './product-views';
import { manageablePartition } from './products';

type ManagingCaller = Pick<Caller, 'userId' | 'role'>;

/** Refuses a stored upload: its object and ticket go, so nothing unchecked stays behind. */
async function refuseUpload(ticket: UploadTicket, message: string): Promise<never> {
  await deleteProductFiles([ticket.object_key]);
  await deleteUploadTicket(ticket.product_id, ticket.object_key);
  throw new BadRequestError(message);
}

/**
 * Writes the file row of an uploaded object, only after checking that the key was issued for
 * this product, version and purpose, that the object exists, and reading its real size and
 * type. Too large or of another type than issued, or an automation file that cannot be read or
 * holds secrets (automation-upload-check.ts): the object is deleted and the upload refused.
 */
export async function confirmFileUpload(
  caller: ManagingCaller,
  productId: string,
  input: {
    versionId: string;
    key: string;
    title: string;
    display_name: string;
    file_purpose: UploadPurpose;
    platform: FilePlatform;
  },
  now = new Date(),
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  versionOf(partition, input.versionId);
  const ticket = await getUploadTicket(productId, input.key);
  if (
    !ticket ||
    ticket.version_id !== input.versionId ||
    ticket.file_purpose !== input.file_purpose
  ) {
    throw new BadRequestError(MANAGE_MESSAGES.uploadNotIssued);
  }
  const stored = await storedObject(ticket.object_key);
  if (!stored) throw new BadRequestError(MANAGE_MESSAGES.uploadMissing);
  if (stored.size > ticket.size || stored.size > UPLOAD_LIMITS.fileBytes) {
    await refuseUpload(ticket, MANAGE_MESSAGES.uploadTooLarge);
  }
  if (stored.contentType.split(';')[0]?.trim().toLowerCase() !== ticket.content_type) {
    await refuseUpload(ticket, MANAGE_MESSAGES.uploadTypeNotAllowed);
  }
  const automation = await checkAutomationUpload(
    partition.product.platform,
    {
      file_purpose: input.file_purpose,
      file_type: fileTypeOf(ticket.object_key),
      file_path: ticket.object_key,
      display_name: input.display_name,
    },
    ticket.content_type,
  );
  if ('refusal' in automation) return refuseUpload(ticket, automation.refusal);
  await keepConfirmedUpload(ticket.object_key);
  const at = now.toISOString();
  const file: ProductFile = {
    id: randomUUID(),
    product_id: productId,
    version_id: input.versionId,
    title: input.title,
    display_name: input.display_name,
    file_type: fileTypeOf(ticket.object_key),
    file_purpose: input.file_purpose,
    platform: input.platform,
    file_path: ticket.object_key,
    order_position: nextPositionIn(partition.files, input.versionId, input.file_purpose),
    file_size: automation.size ?? stored.size,
    created_at: at,
    updated_at: at,
    revision: 0,
    ...automation.fields,
  };
  // Read after cleaning: the flags describe the file buyers get.
  Object.assign(file, await n8nImportFlags(partition.product.platform, file));
  const result = await writeTransaction([
    uploadTicketConsume(productId, ticket.object_key),
    fileCreate(file),
  ]);
  // The ticket was consumed by a concurrent confirmation of the same upload.
  if (!result.ok) throw new ConflictError(STALE_REVISION_MESSAGE);
  await refreshCardApps(partition, input.versionId, [...partition.files, file]);
  // A file of the published version changes the apps the catalogue's "Works with" lists.
  await syncCatalogueListing(productId);
  return loadManagedDetail(productId);
}
