import { deletionEmailsBody, preferencesBody, profileBody } from '../../contracts/my-account';
import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { signedIn } from '../../http/signed-in';
import { requestAccountDeletion } from '../../services/account-deletion-service';
import {
  getMyPreferences,
  updateMyName,
  updateMyPreferences,
} from '../../services/my-settings-service';

/** GET /api/my/preferences: both default to true. */
export const getPreferences = defineHandler({
  access: 'signed-in',
  handle: async ({ caller }) => json(200, await getMyPreferences(signedIn(caller).userId)),
});

/** PUT /api/my/preferences: update or insert. */
export const putPreferences = defineHandler({
  access: 'signed-in',
  body: preferencesBody,
  handle: async ({ caller, body }) =>
    json(200, await updateMyPreferences(signedIn(caller).userId, body)),
});

/** PUT /api/my/profile: the full name, in Cognito and the profile. */
export const putProfile = defineHandler({
  access: 'signed-in',
  body: profileBody,
  handle: async ({ caller, body }) =>
    json(200, await updateMyName(signedIn(caller), body.fullName)),
});

/** POST /api/my/delete-account: profile state -> delete, then the deletion e-mails. */
export const deleteAccount = defineHandler({
  access: 'signed-in',
  handle: async ({ caller }) => json(200, await requestAccountDeletion(signedIn(caller))),
});

/**
 * POST /api/send-deletion-emails: the spec's function. Its body is accepted but not trusted:
 * it performs the same deletion request for the caller (the e-mails go out once, when the
 * profile is marked; afterwards the caller is refused like on every route).
 */
export const sendDeletionEmails = defineHandler({
  access: 'signed-in',
  body: deletionEmailsBody,
  handle: async ({ caller }) => json(200, await requestAccountDeletion(signedIn(caller))),
});
