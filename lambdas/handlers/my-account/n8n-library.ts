import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  createOrRotateMyN8nLibrary,
  getMyN8nLibrary,
  revokeMyN8nLibrary,
} from '../../services/n8n-library/library-account';

/** GET /api/my/n8n-library: connected or not, since when, and the token's last 4 characters. */
export const getN8nLibrary = defineHandler('GET /api/my/n8n-library', async ({ caller }) =>
  json(200, await getMyN8nLibrary(caller.userId)),
);

/** POST /api/my/n8n-library: a new library URL (the previous one stops working at once). */
export const createN8nLibrary = defineHandler('POST /api/my/n8n-library', async ({ caller }) =>
  json(201, await createOrRotateMyN8nLibrary(caller.userId)),
);

/** DELETE /api/my/n8n-library: revokes the URL; 204 whether or not there was one. */
export const deleteN8nLibrary = defineHandler('DELETE /api/my/n8n-library', async ({ caller }) => {
  await revokeMyN8nLibrary(caller.userId);
  return { statusCode: 204, headers: { 'cache-control': 'private, no-store' }, body: '' };
});
