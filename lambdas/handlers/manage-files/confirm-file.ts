import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { confirmFileUpload } from '../../services/manage/file-upload-confirm';

/**
 * POST .../files: the uploaded object is checked (issued for this product, present, its real
 * size and type; an automation file read, refused when unreadable or holding secrets, cleaned),
 * then its file row written.
 */
export const confirmFile = defineHandler(
  'POST /api/manage/products/{id}/files',
  async ({ caller, params, body }) => json(201, await confirmFileUpload(caller, params.id, body)),
);
