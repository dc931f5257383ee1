import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InvalidParameterException,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  TooManyRequestsException,
  UsernameExistsException,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../infra/aws-clients';
import { config } from '../infra/config';

/** Cognito holds identities and roles (groups); profiles and everything else live in the table. */
export interface NewDirectoryUser {
  email: string;
  fullName: string;
  password: string;
  /** Cognito groups: admin, seller, test_user; none means a regular user. */
  groups: string[];
}

function attribute(attributes: AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((entry) => entry.Name === name)?.Value;
}

function subOf(attributes: AttributeType[] | undefined): string {
  const sub = attribute(attributes, 'sub');
  if (!sub) throw new Error('Cognito returned a user without a sub');
  return sub;
}

/** A user whose e-mail counts as verified; Cognito sends nothing (the shop mails its own). */
function createVerifiedUserCommand(
  user: { email: string; fullName: string },
  temporaryPassword?: string,
): AdminCreateUserCommand {
  return new AdminCreateUserCommand({
    UserPoolId: config().userPoolId,
    Username: user.email,
    MessageAction: 'SUPPRESS',
    ...(temporaryPassword ? { TemporaryPassword: temporaryPassword } : {}),
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: user.fullName },
    ],
  });
}

/** Makes the password permanent, so the user signs in without a password change. */
async function setPermanentPassword(email: string, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config().userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

/**
 * Creates a confirmed user with a permanent password (no invitation email: the caller sends
 * its own). An existing user is reused, so seeding and invitations can be retried.
 */
export async function createConfirmedUser(
  user: NewDirectoryUser,
): Promise<{ userId: string; created: boolean }> {
  const { userPoolId } = config();
  const client = cognito();
  let userId: string;
  let created = true;
  try {
    const result = await client.send(createVerifiedUserCommand(user));
    userId = subOf(result.User?.Attributes);
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    const existing = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    userId = subOf(existing.UserAttributes);
    created = false;
  }
  await setPermanentPassword(user.email, user.password);
  for (const group of user.groups) {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        GroupName: group,
      }),
    );
  }
  return { userId, created };
}

/** What Cognito knows about the holder of an access token. */
export interface DirectoryUserAttributes {
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * The signed-in user's own attributes, read with their access token (GetUser is a public call:
 * no IAM permission, works the same on cognito-local). Undefined when Cognito no longer accepts
 * the token (signed out everywhere, user deleted).
 */
export async function getUserByAccessToken(
  accessToken: string,
): Promise<DirectoryUserAttributes | undefined> {
  try {
    const result = await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
    return {
      email: (attribute(result.UserAttributes, 'email') ?? '').toLowerCase(),
      emailVerified: attribute(result.UserAttributes, 'email_verified') === 'true',
      name: attribute(result.UserAttributes, 'name') ?? '',
    };
  } catch (error) {
    if (error instanceof NotAuthorizedException || error instanceof UserNotFoundException) {
      return undefined;
    }
    throw error;
  }
}

/** An account with this e-mail exists already. */
export class DirectoryUserExistsError extends Error {
  constructor() {
    super('A user with this e-mail exists in the user pool');
    this.name = 'DirectoryUserExistsError';
  }
}

/** Cognito refused the password (its policy, or leading or trailing spaces). */
export class DirectoryPasswordRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectoryPasswordRejectedError';
  }
}

/**
 * Creates a confirmed user with a permanent password, and never touches an existing one (unlike
 * createConfirmedUser, which reuses it and resets its password). The password is also sent as
 * the temporary password, so Cognito checks it before the user exists: a refused password
 * leaves no half-created user behind.
 */
export async function createNewConfirmedUser(user: {
  email: string;
  fullName: string;
  password: string;
}): Promise<{ userId: string }> {
  const client = cognito();
  let userId: string;
  try {
    const result = await client.send(createVerifiedUserCommand(user, user.password));
    userId = subOf(result.User?.Attributes);
  } catch (error) {
    if (error instanceof UsernameExistsException) throw new DirectoryUserExistsError();
    if (error instanceof InvalidPasswordException || error instanceof InvalidParameterException) {
      throw new DirectoryPasswordRejectedError(error.message);
    }
    throw error;
  }
  await setPermanentPassword(user.email, user.password);
  return { userId };
}

export type PasswordResetOutcome = 'sent' | 'unknown-user' | 'rate-limited';

/**
 * Asks Cognito to e-mail a recovery code (ForgotPassword: a public call with the app client id).
 * Users Cognito cannot send a code to (unknown, no verified e-mail, not confirmed) come back as
 * 'unknown-user', so the caller can answer them like unknown addresses.
 */
export async function sendPasswordResetCode(email: string): Promise<PasswordResetOutcome> {
  try {
    await cognito().send(
      new ForgotPasswordCommand({ ClientId: config().userPoolClientId, Username: email }),
    );
    return 'sent';
  } catch (error) {
    if (error instanceof LimitExceededException || error instanceof TooManyRequestsException) {
      return 'rate-limited';
    }
    if (
      error instanceof UserNotFoundException ||
      error instanceof InvalidParameterException ||
      error instanceof NotAuthorizedException
    ) {
      return 'unknown-user';
    }
    throw error;
  }
}
