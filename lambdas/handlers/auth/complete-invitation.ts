import { completeInvitationBody } from '../../contracts/auth';
import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { completeInvitation as completeSignUp } from '../../services/invitation-service';

/** POST /api/complete-invitation: creates the invited account; the SPA then signs in. */
export const completeInvitation = defineHandler({
  access: 'public',
  body: completeInvitationBody,
  handle: async ({ body }) => json(200, await completeSignUp(body)),
});
