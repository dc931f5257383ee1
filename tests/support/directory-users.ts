import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../lambdas/infra/config';

/** A client of the test stack's cognito-local, as the SPA would use it. */
function directoryClient(): CognitoIdentityProviderClient {
  const { region, endpoints } = config();
  return new CognitoIdentityProviderClient({
    region,
    endpoint: endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Signs in with USER_PASSWORD_AUTH like the SPA; returns the access token. */
export async function signIn(email: string, password: string): Promise<string> {
  const auth = await directoryClient().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config().userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error('cognito-local returned no access token');
  return accessToken;
}

export const TEST_PASSWORD = 'Password1';

/**
 * A user who exists in Cognito and is signed in, but has no profile in the table yet: the state
 * right after sign-up, before the first GET /api/me. `emailVerified: false` leaves the e-mail
 * unverified (cognito-local cannot un-verify an address later).
 */
export async function createUserWithoutProfile(
  options: { fullName?: string; emailVerified?: boolean } = {},
): Promise<{ userId: string; email: string; accessToken: string }> {
  const email = `new-${randomUUID()}@example.com`;
  const fullName = options.fullName ?? 'New User';
  const { userPoolId } = config();
  const client = directoryClient();
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: fullName },
        ...(options.emailVerified === false ? [] : [{ Name: 'email_verified', Value: 'true' }]),
      ],
    }),
  );
  const userId = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error('cognito-local returned a user without a sub');
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: TEST_PASSWORD,
      Permanent: true,
    }),
  );
  return { userId, email, accessToken: await signIn(email, TEST_PASSWORD) };
}
