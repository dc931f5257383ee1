import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider, refreshAuthTokens } from 'aws-amplify/auth/cognito';
import { setAccessTokenProvider } from '../../lib/api-client';
import type { RuntimeConfig } from '../../lib/runtime-config-parse';
import { userFromClaims, type SessionUser } from './auth-links';

/**
 * Amplify v6 against the user pool named in /config.json. Sign-in is USER_PASSWORD_AUTH
 * everywhere (cognito-local has no SRP; on AWS it keeps Cognito's compromised-credential
 * checks). Tokens live in localStorage (Amplify's default) and are refreshed by Amplify when
 * they expire.
 */

const { tokenOrchestrator } = cognitoUserPoolsTokenProvider;
type TokenRefresher = Parameters<typeof tokenOrchestrator.setTokenRefresher>[0];
type CognitoTokens = Awaited<ReturnType<TokenRefresher>>;

let configuredKey: string | null = null;

/** Idempotent: the provider calls it on its first render, before any child asks for a token. */
export function configureAuth(config: RuntimeConfig): void {
  const key = JSON.stringify([config.userPoolId, config.userPoolClientId, config.userPoolEndpoint]);
  if (configuredKey === key) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  // Amplify refreshes with GetTokensFromRefreshToken, which cognito-local does not implement;
  // against it (the only place with an endpoint override) refresh with InitiateAuth's
  // REFRESH_TOKEN_AUTH flow instead, which it does.
  tokenOrchestrator.setTokenRefresher(
    config.userPoolEndpoint
      ? refreshWithInitiateAuth(config.userPoolEndpoint, config.userPoolClientId)
      : refreshAuthTokens,
  );
  setAccessTokenProvider(getAccessToken);
  configuredKey = key;
}

export function isAuthConfigured(): boolean {
  return configuredKey !== null;
}

/** The current access token, refreshed if needed; undefined when signed out or on any error. */
export async function getAccessToken(): Promise<string | undefined> {
  if (!isAuthConfigured()) return undefined;
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.accessToken?.toString();
  } catch (error) {
    console.warn('Could not read the auth session', error);
    return undefined;
  }
}

/** Who the stored session belongs to, from its token claims; null when there is none. */
export async function readSessionUser(): Promise<SessionUser | null> {
  if (!isAuthConfigured()) return null;
  try {
    const { tokens } = await fetchAuthSession();
    if (!tokens?.accessToken) return null;
    return userFromClaims(tokens.accessToken.payload, tokens.idToken?.payload);
  } catch (error) {
    console.warn('Could not read the auth session', error);
    return null;
  }
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

function decodeJwt(token: string): CognitoTokens['accessToken'] {
  const part = token.split('.')[1];
  if (!part) throw namedError('InvalidTokenException', 'Malformed token');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  const payload = JSON.parse(json) as CognitoTokens['accessToken']['payload'];
  return { payload, toString: () => token };
}

interface InitiateAuthAnswer {
  __type?: string;
  message?: string;
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

function refreshWithInitiateAuth(endpoint: string, clientId: string): TokenRefresher {
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw namedError('NotAuthorizedException', 'No refresh token');
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        }),
      });
    } catch {
      throw namedError('NetworkError', 'Could not reach the sign-in service');
    }
    const answer = (await response.json().catch(() => ({}))) as InitiateAuthAnswer;
    const result = answer.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      const type = answer.__type?.split('#').pop() || 'UnknownError';
      throw namedError(type, answer.message ?? `Token refresh failed (${response.status})`);
    }
    const accessToken = decodeJwt(result.AccessToken);
    const issuedAt = accessToken.payload.iat ?? Math.floor(Date.now() / 1000);
    return {
      accessToken,
      idToken: result.IdToken ? decodeJwt(result.IdToken) : undefined,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: issuedAt * 1000 - Date.now(),
      username,
    };
  };
}
