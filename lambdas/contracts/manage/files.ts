import { z } from 'zod';
import { FILE_PLATFORMS, UPLOAD_LIMITS, UPLOAD_PURPOSES } from '../../rules/uploads';
import { idSchema } from '../common';
import { MANAGE_MESSAGES, revision } from './products';

/** Files and instruction videos of a product version (browser -> S3 uploads, then confirm). */

/**
 * A presigned PUT: send exactly these headers, and the body of exactly the declared size (the
 * browser sets Content-Length itself; it is part of the signature, so S3 refuses any other size).
 */
export interface UploadTarget {
  uploadUrl: string;
  headers: Record<string, string>;
  key: string;
}

export const fileUploadBody = z.object({
  versionId: idSchema,
  fileName: z.string().trim().min(1, 'File name is required').max(200, 'File name is too long'),
  contentType: z.string().trim().max(200),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(UPLOAD_LIMITS.fileBytes, MANAGE_MESSAGES.uploadTooLarge),
  file_purpose: z.enum(UPLOAD_PURPOSES),
});

/** Confirms an upload: the server checks the object and reads its real size first. */
export const confirmFileBody = z.object({
  versionId: idSchema,
  key: z.string().trim().min(1).max(500),
  title: z.string().trim().min(1, MANAGE_MESSAGES.titleEmpty).max(200),
  display_name: z.string().trim().min(1).max(200),
  file_purpose: z.enum(UPLOAD_PURPOSES),
  platform: z.enum(FILE_PLATFORMS),
});

export const updateFileBody = z
  .object({
    revision,
    title: z.string().trim().min(1, MANAGE_MESSAGES.titleEmpty).max(200).optional(),
    platform: z.enum(FILE_PLATFORMS).optional(),
  })
  .refine((body) => body.title !== undefined || body.platform !== undefined, 'Nothing to change');

export const fileOrderBody = z.object({
  versionId: idSchema,
  file_purpose: z.string().trim().min(1).max(60),
  /** Every file of the group, in the new order (one DynamoDB transaction: at most 100 items). */
  fileIds: z.array(idSchema).min(1).max(100, 'At most 100 files can be reordered at once'),
});

/** Both fields required ('Please enter both YouTube URL and video title'). */
export const addVideoBody = z.object({
  versionId: idSchema,
  url: z.string().trim().min(1, MANAGE_MESSAGES.videoFieldsRequired).max(500),
  title: z.string().trim().min(1, MANAGE_MESSAGES.videoFieldsRequired).max(200),
});

/** POST .../files/upload: where the browser sends the file; confirm it with `key` afterwards. */
export interface FileUploadResponse {
  upload: UploadTarget;
  /** When the presigned request stops being accepted. */
  expiresAt: string;
}
