/**
 * Signs the test user in the way the SPA does: Cognito's InitiateAuth with USER_PASSWORD_AUTH
 * (the only flow the app client allows), called over plain HTTP because it needs no AWS
 * credentials. Only the access token is kept; nothing of the answer is printed.
 */
import { CheckFailure, send } from './http';
import type { SiteConfig } from './target';

interface InitiateAuthAnswer {
  __type?: string;
  message?: string;
  ChallengeName?: string;
  AuthenticationResult?: { AccessToken?: string };
}

export function cognitoEndpoint(config: SiteConfig): string {
  return config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
}

export async function signIn(config: SiteConfig, email: string, password: string) {
  const answer = await send('Cognito InitiateAuth', cognitoEndpoint(config), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  let body: InitiateAuthAnswer;
  try {
    body = JSON.parse(answer.text) as InitiateAuthAnswer;
  } catch {
    throw new CheckFailure(`Cognito answered ${answer.status} without JSON`);
  }
  if (body.ChallengeName) {
    throw new CheckFailure(
      `Cognito asks for ${body.ChallengeName}: sign in once on the site to finish the account`,
    );
  }
  const token = body.AuthenticationResult?.AccessToken;
  if (answer.status !== 200 || !token) {
    const type = body.__type?.split('#').pop() ?? `status ${answer.status}`;
    throw new CheckFailure(
      `Cognito refused the sign-in (${type}: ${body.message ?? 'no message'})`,
    );
  }
  return token;
}
