import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { issueFileUpload } from '../../services/manage/file-uploads';
import {
  addInstructionVideo,
  deleteFile as deleteManagedFile,
  reorderFiles as reorderManagedFiles,
  updateFile as updateManagedFile,
} from '../../services/manage/files';

/** POST .../files/upload: a presigned PUT for one file of a version (browser -> S3). */
export const requestFileUpload = defineHandler(
  'POST /api/manage/products/{id}/files/upload',
  async ({ caller, params, body }) => json(200, await issueFileUpload(caller, params.id, body)),
);

/** PUT .../files/{fileId}: title and platform. */
export const updateFile = defineHandler(
  'PUT /api/manage/products/{id}/files/{fileId}',
  async ({ caller, params, body }) =>
    json(200, await updateManagedFile(caller, params.id, params.fileId, body)),
);

/** DELETE .../files/{fileId}: the row and its stored object. */
export const deleteFile = defineHandler(
  'DELETE /api/manage/products/{id}/files/{fileId}',
  async ({ caller, params }) =>
    json(200, await deleteManagedFile(caller, params.id, params.fileId)),
);

/** PUT .../file-order: one purpose group renumbered from 1 in one transaction. */
export const reorderFiles = defineHandler(
  'PUT /api/manage/products/{id}/file-order',
  async ({ caller, params, body }) => json(200, await reorderManagedFiles(caller, params.id, body)),
);

/** POST .../videos: a YouTube instruction video. */
export const addVideo = defineHandler(
  'POST /api/manage/products/{id}/videos',
  async ({ caller, params, body }) => json(201, await addInstructionVideo(caller, params.id, body)),
);

/** DELETE .../videos/{fileId}: an instruction video (never a stored file). */
export const deleteVideo = defineHandler(
  'DELETE /api/manage/products/{id}/videos/{fileId}',
  async ({ caller, params }) =>
    json(200, await deleteManagedFile(caller, params.id, params.fileId, { videosOnly: true })),
);
