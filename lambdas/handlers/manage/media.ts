import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { createImageUpload, updateProductImages } from '../../services/manage/images';
import { replaceRelationships } from '../../services/manage/relationships';

/** POST /api/manage/products/{id}/images/uploads: presigned POSTs for both WebP renditions. */
export const createImageUploads = defineHandler(
  'POST /api/manage/products/{id}/images/uploads',
  async ({ caller, params, body }) => json(201, await createImageUpload(caller, params.id, body)),
);

/** PUT /api/manage/products/{id}/images: the hero image and the ordered gallery. */
export const updateImages = defineHandler(
  'PUT /api/manage/products/{id}/images',
  async ({ caller, params, body }) => json(200, await updateProductImages(caller, params.id, body)),
);

/** PUT /api/manage/products/{id}/relationships: every relationship, replaced at once. */
export const updateRelationships = defineHandler(
  'PUT /api/manage/products/{id}/relationships',
  async ({ caller, params, body }) =>
    json(200, await replaceRelationships(caller, params.id, body)),
);
