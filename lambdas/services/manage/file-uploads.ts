import { MANAGE_MESSAGES } from '../../contracts/manage/products';
import type { FileUploadResponse } from '../../contracts/manage/files';
import {
  presignedUpload,
  productFileKey,
  UPLOAD_URL_TTL_SECONDS,
} from '../../repositories/file-storage';
import {
  putUploadTicketIfNew,
  type UploadTicket,
} from '../../repositories/product-file-repository';
import {
  fileExtension,
  uploadContentType,
  uploadRefusal,
  type UploadPurpose,
} from '../../rules/uploads';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError } from '../shared/errors';
import { versionOf } from './latest-version';
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
