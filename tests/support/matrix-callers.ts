import { createSign } from 'node:crypto';
import cognitoLocalKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import type { MatrixCaller } from '../../lambdas/routes/access';
import { createSignedInUser, type TestUser } from './cognito-users';
import { createSeller } from './manage-api';

/** What a matrix caller sends: a bearer token, or nothing (anonymous). */
export interface MatrixIdentity {
  token?: string;
  /** The user behind the token, when there is one. */
  user?: TestUser;
}

export type MatrixIdentities = Record<MatrixCaller, MatrixIdentity>;

/**
 * A copy of a genuine access token that expired an hour ago, signed with cognito-local's own
 * key: everything but the expiry is right, so only the expiry check can refuse it.
 */
function expiredCopy(accessToken: string): string {
  const [header = '', payload = ''] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const expired = Buffer.from(
    JSON.stringify({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
  ).toString('base64url');
  const signature = createSign('RSA-SHA256')
    .update(`${header}.${expired}`)
    .sign(cognitoLocalKey.pem, 'base64url');
  return `${header}.${expired}.${signature}`;
}

/** A new user of one matrix kind (for routes that change their caller, e.g. account deletion). */
export async function createMatrixUser(caller: MatrixCaller): Promise<TestUser | undefined> {
  switch (caller) {
    case 'buyerA':
    case 'buyerB':
    case 'expiredToken':
    case 'idToken':
      return createSignedInUser();
    case 'testUser':
      return createSignedInUser({ groups: ['test_user'] });
    case 'owningSeller':
    case 'otherSeller':
      return createSeller();
    case 'admin':
      return createSignedInUser({ groups: ['admin'] });
    case 'suspended':
      return createSignedInUser({ state: 'suspended' });
    case 'scheduledForDeletion':
      return createSignedInUser({ state: 'delete' });
    case 'anonymous':
      return undefined;
  }
}

/** The token a matrix caller sends, from its user. */
export function tokenOf(caller: MatrixCaller, user: TestUser | undefined): string | undefined {
  if (!user) return undefined;
  if (caller === 'expiredToken') return expiredCopy(user.accessToken);
  if (caller === 'idToken') return user.idToken;
  return user.accessToken;
}

export async function identityOf(caller: MatrixCaller): Promise<MatrixIdentity> {
  const user = await createMatrixUser(caller);
  return { user, token: tokenOf(caller, user) };
}
