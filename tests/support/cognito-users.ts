import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../lambdas/infra/config';
import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { putProfile } from '../../lambdas/repositories/user-repository';
import type { ProfileState } from '../../lambdas/rules/roles';

export interface TestUser {
  userId: string;
  email: string;
  accessToken: string;
  /** The ID token of the same sign-in (never accepted where an access token belongs). */
  idToken: string;
}

/** Signs in through cognito-local's API with USER_PASSWORD_AUTH, as the SPA does. */
export async function passwordSignIn(email: string, password: string) {
  const { region, endpoints, userPoolClientId } = config();
  const client = new CognitoIdentityProviderClient({
    region,
    endpoint: endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return answer.AuthenticationResult;
  } finally {
    client.destroy();
  }
}

/**
 * A real user in cognito-local with a profile in the current table, signed in with
 * USER_PASSWORD_AUTH like the SPA does. Returns a genuine access token.
 */
export async function createSignedInUser(
  options: {
    groups?: string[];
    state?: ProfileState;
  } = {},
): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'Password1';
  const { userId } = await createConfirmedUser({
    email,
    fullName: 'Test User',
    password,
    groups: options.groups ?? [],
  });
  await putProfile({
    id: userId,
    email,
    full_name: 'Test User',
    state: options.state ?? 'active',
    created_at: new Date().toISOString(),
  });
  const tokens = await passwordSignIn(email, password);
  const accessToken = tokens?.AccessToken;
  const idToken = tokens?.IdToken;
  if (!accessToken || !idToken) throw new Error('cognito-local returned no tokens');
  return { userId, email, accessToken, idToken };
}
