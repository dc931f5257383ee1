import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
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

function subOf(attributes: AttributeType[] | undefined): string {
  const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned a user without a sub');
  return sub;
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
    const result = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: user.fullName },
        ],
      }),
    );
    userId = subOf(result.User?.Attributes);
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    const existing = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    userId = subOf(existing.UserAttributes);
    created = false;
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
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
