import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { describeInvitation } from '../../services/auth/invitation-service';

/** GET /api/invitations/{token}: the invited e-mail and name, while the invitation is usable. */
export const getInvitation = defineHandler('GET /api/invitations/{token}', async ({ params }) =>
  json(200, await describeInvitation(params.token)),
);
