import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { completeInvitation as completeSignUp } from '../../services/auth/invitation-service';

/** POST /api/complete-invitation: creates the invited account; the SPA then signs in. */
export const completeInvitation = defineHandler('POST /api/complete-invitation', async ({ body }) =>
  json(200, await completeSignUp(body)),
);
