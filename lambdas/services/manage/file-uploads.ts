import { randomUUID } from 'node:crypto';
import {
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedProductDetail,
} from '../../contracts/manage/products';
import type { FileUploadResponse } from '../../contracts/manage/files';
import {
  deleteProductFiles,
  keepConfirmedUpload,
  presignedUpload,
  productFileKey,
  storedObject,
  UPLOAD_URL_TTL_SECONDS,
} from '../../repositories/file-storage';
import {
  deleteUploadTicket,
  fileCreate,
  getUploadTicket,
  putUploadTicketIfNew,
  uploadTicketConsume,
  type UploadTicket,
} from '../../repositories/product-file-repository';
import { writeTransaction } from '../../repositories/transaction';
import type { ProductFile } from '../../rules/product-content';
import {
  fileExtension,
  fileTypeOf,
  uploadContentType,
  uploadRefusal,
  UPLOAD_LIMITS,
  type FilePlatform,
  type UploadPurpose,
} from '../../rules/uploads';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError } from '../shared/errors';
import { versionOf } from './latest-version';
import { nextPositionIn } from './file-groups';
import { n8nImportFlags } from './n8n-import-check';
import { loadManagedDetail } from './product-views';
import { refreshCardApps } from './card-apps-refresh';
import { manageablePartition } from './products';

type ManagingCaller = Pick<Caller, 'userId' | 'role'>;

/** An unconfirmed ticket is forgotten after a day, as S3 forgets its object (upload-expiry.ts). */
const TICKET_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Issues a presigned PUT for one product file of a version. The key follows
 * `{productId}/{versionId}/{purpose}-{timestamp}.{ext}`; the ticket written with it is what a
 * later confirmation must match, so nobody can confirm a key issued for another product.
 */
export async function issueFileUpload(
  caller: ManagingCaller,
  productId: string,
  input: {
    versionId: string;
    fileName: string;
    size: number;
    file_purpose: UploadPurpose;
  },
  now = new Date(),
): Promise<FileUploadResponse> {
  const partition = await manageablePartition(caller, productId);
  versionOf(partition, input.versionId);
  const refusal = uploadRefusal(input.fileName, input.file_purpose);
  if (refusal === 'typeNotAllowed') throw new BadRequestError(MANAGE_MESSAGES.uploadTypeNotAllowed);
  if (refusal === 'manualMustBePdf') throw new BadRequestError(MANAGE_MESSAGES.manualMustBePdf);
  const contentType = uploadContentType(input.fileName);
  const extension = fileExtension(input.fileName);
  // Two uploads of the same purpose in the same millisecond get the next free timestamp.
  for (let timestamp = now.getTime(); timestamp < now.getTime() + 20; timestamp += 1) {
    const key = productFileKey(
      productId,
      input.versionId,
      input.file_purpose,
      timestamp,
      extension,
    );
    const ticket: UploadTicket = {
      product_id: productId,
      version_id: input.versionId,
      object_key: key,
      file_purpose: input.file_purpose,
      size: input.size,
      content_type: contentType,
      created_at: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + TICKET_LIFETIME_SECONDS,
    };
    if (!(await putUploadTicketIfNew(ticket))) continue;
    const target = await presignedUpload(key, contentType, input.size);
    return {
      upload: { ...target, key },
      expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
    };
  }
  throw new ConflictError('Too many uploads at once. Please try again.');
}

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
  // Evaluated on this path only, so the other manage routes' cold starts skip the reader's
  // catalogue and the secret rules; esbuild still bundles them into the manage group (CJS, no
  // splitting), which puts that bundle over its budget (see docs/automation-files.md).
  const { checkAutomationUpload } = await import('./automation-upload-check');
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
  return loadManagedDetail(productId);
}
