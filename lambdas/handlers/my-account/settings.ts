import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { requestAccountDeletion } from '../../services/my-account/account-deletion-service';
import {
  getMyPreferences,
  updateMyName,
  updateMyPreferences,
} from '../../services/my-account/my-settings-service';

/** GET /api/my/preferences: both default to true. */
export const getPreferences = defineHandler('GET /api/my/preferences', async ({ caller }) =>
  json(200, await getMyPreferences(caller.userId)),
);

/** PUT /api/my/preferences: update or insert. */
export const putPreferences = defineHandler('PUT /api/my/preferences', async ({ caller, body }) =>
  json(200, await updateMyPreferences(caller.userId, body)),
);

/** PUT /api/my/profile: the full name, in Cognito and the profile. */
export const putProfile = defineHandler('PUT /api/my/profile', async ({ caller, body }) =>
  json(200, await updateMyName(caller, body.fullName)),
);

/** POST /api/my/delete-account: profile state -> delete, then the deletion e-mails. */
export const deleteAccount = defineHandler('POST /api/my/delete-account', async ({ caller }) =>
  json(200, await requestAccountDeletion(caller)),
);

/**
 * POST /api/send-deletion-emails: the spec's function. Its body is accepted but not trusted:
 * it performs the same deletion request for the caller (the e-mails go out once, when the
 * profile is marked; afterwards the caller is refused like on every route).
 */
export const sendDeletionEmails = defineHandler(
  'POST /api/send-deletion-emails',
  async ({ caller }) => json(200, await requestAccountDeletion(caller)),
);
