import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersInGroupCommand,
  AdminUpdateUserAttributesCommand,
  GetUserCommand,
  NotAuthorizedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../infra/aws-clients';
import { config } from '../infra/config';
import type { AccountPurgeStep } from './account-purge-step';

/**
 * The Cognito username of the holder of an access token (GetUser: a public call). Cognito's
 * admin calls need it; with e-mail sign-in it is not always the e-mail. Undefined when Cognito
 * no longer accepts the token.
 */
export async function usernameByAccessToken(accessToken: string): Promise<string | undefined> {
  try {
    const result = await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
    return result.Username;
  } catch (error) {
    if (error instanceof NotAuthorizedException || error instanceof UserNotFoundException) {
      return undefined;
    }
    throw error;
  }
}

/** Sets the user's `name` attribute (AdminUpdateUserAttributes). */
export async function updateDirectoryName(username: string, fullName: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config().userPoolId,
      Username: username,
      UserAttributes: [{ Name: 'name', Value: fullName }],
    }),
  );
}

/** Removes a user from the pool; false when Cognito had no such user (already removed). */
export async function deleteDirectoryUser(username: string): Promise<boolean> {
  try {
    await cognito().send(
      new AdminDeleteUserCommand({ UserPoolId: config().userPoolId, Username: username }),
    );
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

/** First of the account purge: the Cognito user (no table item; an absent user is fine). */
export const directoryUserPurge: AccountPurgeStep = {
  name: 'Cognito user',
  covers: [],
  run: async (account) => {
    await deleteDirectoryUser(account.username || account.email);
  },
};

/** The Cognito groups that carry a role (a regular user is in none). */
export const ROLE_GROUPS = ['admin', 'seller', 'test_user'] as const;

export async function listDirectoryGroups(username: string): Promise<string[]> {
  const result = await cognito().send(
    new AdminListGroupsForUserCommand({ UserPoolId: config().userPoolId, Username: username }),
  );
  return (result.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : []));
}

export async function addToDirectoryGroup(username: string, group: string): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: config().userPoolId,
      Username: username,
      GroupName: group,
    }),
  );
}

export async function removeFromDirectoryGroup(username: string, group: string): Promise<void> {
  await cognito().send(
    new AdminRemoveUserFromGroupCommand({
      UserPoolId: config().userPoolId,
      Username: username,
      GroupName: group,
    }),
  );
}

/** Usernames of a group's members, all pages (the admin group is small). */
export async function listDirectoryGroupMembers(group: string): Promise<string[]> {
  const usernames: string[] = [];
  let nextToken: string | undefined;
  do {
    const page = await cognito().send(
      new ListUsersInGroupCommand({
        UserPoolId: config().userPoolId,
        GroupName: group,
        NextToken: nextToken,
      }),
    );
    for (const user of page.Users ?? []) {
      if (user.Username && user.Enabled !== false) usernames.push(user.Username);
    }
    nextToken = page.NextToken;
  } while (nextToken);
  return usernames;
}

/** Disabled users cannot sign in or refresh their tokens (Cognito), whatever the profile says. */
export async function setDirectoryUserEnabled(username: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: config().userPoolId, Username: username };
  await cognito().send(
    enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input),
  );
}
