import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  inviteUser,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '../../services/admin/invitation-admin-service';
import { adminActor } from '../shared/admin-actor';

export const listAdminInvitations = defineHandler(
  'GET /api/admin/invitations',
  async ({ caller, query }) => json(200, await listInvitations(caller, query)),
);

export const createAdminInvitation = defineHandler(
  'POST /api/admin/invitations',
  async ({ caller, event, body }) => json(201, await inviteUser(adminActor(caller, event), body)),
);

export const resendAdminInvitation = defineHandler(
  'POST /api/admin/invitations/{invitationId}/resend',
  async ({ caller, event, params }) =>
    json(200, await resendInvitation(adminActor(caller, event), params.invitationId)),
);

export const revokeAdminInvitation = defineHandler(
  'DELETE /api/admin/invitations/{invitationId}',
  async ({ caller, event, params }) =>
    json(200, await revokeInvitation(adminActor(caller, event), params.invitationId)),
);
