import {
  AdminDeleteUserCommand,
  AdminUpdateUserAttributesCommand,
  GetUserCommand,
  NotAuthorizedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../infra/aws-clients';
import { config } from '../infra/config';

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
