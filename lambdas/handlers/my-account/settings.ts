import { deletionEmailsBody, preferencesBody, profileBody } from '../../contracts/my-account';
import { defineHandler } from '../../http/define-handler';
import { bearerToken } from '../../http/middleware/authenticate';
import { json } from '../../http/responses';
import type { ApiEvent, Caller } from '../../http/types';
import { requestAccountDeletion } from '../../services/account-deletion-service';
import { UnauthorizedError } from '../../services/errors';
import {
  getMyPreferences,
  updateMyName,
  updateMyPreferences,
} from '../../services/my-settings-service';

function signedIn(caller: Caller | undefined, event: ApiEvent): { caller: Caller; token: string } {
  const token = bearerToken(event.headers);
  if (!caller || !token) throw new UnauthorizedError();
  return { caller, token };
}

/** GET /api/my/preferences: both default to true. */
export const getPreferences = defineHandler({
  access: 'signed-in',
  handle: async ({ caller, event }) =>
    json(200, await getMyPreferences(signedIn(caller, event).caller.userId)),
});

/** PUT /api/my/preferences: update or insert. */
export const putPreferences = defineHandler({
  access: 'signed-in',
  body: preferencesBody,
  handle: async ({ caller, event, body }) =>
    json(200, await updateMyPreferences(signedIn(caller, event).caller.userId, body)),
});

/** PUT /api/my/profile: the full name, in Cognito and the profile. */
export const putProfile = defineHandler({
  access: 'signed-in',
  body: profileBody,
  handle: async ({ caller, event, body }) => {
    const { caller: user, token } = signedIn(caller, event);
    return json(200, await updateMyName(user.userId, token, body.fullName));
  },
});

/** POST /api/my/delete-account: profile state -> delete, then the deletion e-mails. */
export const deleteAccount = defineHandler({
  access: 'signed-in',
  handle: async ({ caller, event }) => {
    const { caller: user, token } = signedIn(caller, event);
    return json(200, await requestAccountDeletion(user.userId, token));
  },
});

/**
 * POST /api/send-deletion-emails: the spec's function. Its body is accepted but not trusted:
 * it performs the same deletion request for the caller (the e-mails go out once, when the
 * profile is marked; afterwards the caller is refused like on every route).
 */
export const sendDeletionEmails = defineHandler({
  access: 'signed-in',
  body: deletionEmailsBody,
  handle: async ({ caller, event }) => {
    const { caller: user, token } = signedIn(caller, event);
    return json(200, await requestAccountDeletion(user.userId, token));
  },
});
