import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  createDraftVersion,
  publishManagedVersion,
  setLatestVersion,
  updateDraftVersion,
} from '../../services/manage/versions';

/** POST /api/manage/products/{id}/versions: a new draft version. */
export const createVersion = defineHandler(
  'POST /api/manage/products/{id}/versions',
  async ({ caller, params, body }) => json(201, await createDraftVersion(caller, params.id, body)),
);

/** PUT /api/manage/products/{id}/versions/{versionId}: edits a draft. */
export const updateVersion = defineHandler(
  'PUT /api/manage/products/{id}/versions/{versionId}',
  async ({ caller, params, body }) =>
    json(200, await updateDraftVersion(caller, params.id, params.versionId, body)),
);

/** POST .../versions/{versionId}/publish: published and latest; buyers are e-mailed once. */
export const publishVersion = defineHandler(
  'POST /api/manage/products/{id}/versions/{versionId}/publish',
  async ({ caller, params, body }) =>
    json(200, await publishManagedVersion(caller, params.id, params.versionId, body.revision)),
);

/** POST .../versions/{versionId}/latest: another published version becomes the latest. */
export const latestVersion = defineHandler(
  'POST /api/manage/products/{id}/versions/{versionId}/latest',
  async ({ caller, params, body }) =>
    json(200, await setLatestVersion(caller, params.id, params.versionId, body.revision)),
);
