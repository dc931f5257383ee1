import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { config } from '../../lambdas/infra/config';
import { DEMO_PASSWORD } from '../../scripts/local/demo-accounts';
import { passwordSignIn } from './cognito-users';

/** What Playwright restores into a new context: here only the SPA's localStorage. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The demo accounts the browser suite signs in as, signed in once per run. */
export const DEMO_ROLES = [
  'buyer@example.com',
  'seller@example.com',
  'admin@example.com',
  'tester@example.com',
] as const;

function webOrigin(): string {
  const base = process.env.TEST_WEB_URL;
  if (!base) throw new Error('Browser tests need the local stack (run them through Jest)');
  return new URL(base).origin;
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/**
 * Signs in through the user pool's API (USER_PASSWORD_AUTH, as the SPA does) and lays the tokens
 * out in localStorage the way Amplify v6's token store does
 * (`CognitoIdentityServiceProvider.<client>.<user>.<kind>`), so a page opened with this state
 * starts signed in without going through the sign-in dialog. cognito-local's tokens carry no
 * `origin_jti`, so a sign-out in one context revokes nothing another context still uses.
 */
export async function signInState(email: string, password = DEMO_PASSWORD): Promise<StorageState> {
  const { userPoolClientId } = config();
  const tokens = await passwordSignIn(email, password);
  if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken) {
    throw new Error(`cognito-local gave ${email} no tokens`);
  }
  const username = String(claims(tokens.AccessToken)['username']);
  const prefix = `CognitoIdentityServiceProvider.${userPoolClientId}`;
  const item = (kind: string, value: string) => ({ name: `${prefix}.${username}.${kind}`, value });
  return {
    cookies: [],
    origins: [
      {
        origin: webOrigin(),
        localStorage: [
          { name: `${prefix}.LastAuthUser`, value: username },
          item('accessToken', tokens.AccessToken),
          item('idToken', tokens.IdToken),
          item('refreshToken', tokens.RefreshToken),
          item('clockDrift', '0'),
          item(
            'signInDetails',
            JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }),
          ),
        ],
      },
    ],
  };
}

function stateFile(dir: string, email: string): string {
  return path.join(dir, `${email}.json`);
}

/** The browser suite's global setup: each demo role signed in once for the whole run. */
export async function writeDemoSessions(dir: string): Promise<void> {
  for (const email of DEMO_ROLES) {
    writeFileSync(stateFile(dir, email), JSON.stringify(await signInState(email)));
  }
}

/** A demo role's session from the run's setup; any other account signs in through the API now. */
export async function sessionOf(email: string, password?: string): Promise<StorageState> {
  const dir = process.env.TEST_BROWSER_SESSIONS_DIR;
  const file = dir && stateFile(dir, email);
  if (password === undefined && file && existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  }
  return signInState(email, password);
}
