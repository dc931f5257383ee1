/**
 * Who may call a route, for the reference: its OpenAPI security requirement and a sentence,
 * both worked out from the access level and the outcomes the authorisation matrix checks
 * (lambdas/routes/access.ts), so the reference cannot claim more or less than the matrix.
 */
import {
  expectedOutcomes,
  type MatrixCaller,
  type RouteAccess,
  type RouteOutcomes,
} from '../../../lambdas/routes/access';
import type { Role } from '../../../lambdas/rules/roles';

export const BEARER = 'cognitoJwt';
export const STRIPE_SIGNATURE = 'stripeSignature';

export type SecurityRequirement = Record<string, string[]>;

/** The matrix's callers with an ordinary token, by the role that token carries. */
const CALLERS_BY_ROLE: Record<Role, readonly MatrixCaller[]> = {
  user: ['buyerA', 'buyerB'],
  test_user: ['testUser'],
  seller: ['owningSeller', 'otherSeller'],
  admin: ['admin'],
};
const ROLE_ORDER: readonly Role[] = ['user', 'test_user', 'seller', 'admin'];

const OWNER_TEXT: Record<NonNullable<RouteOutcomes['ownedBy']>, string> = {
  buyerA: 'only for their own purchase or order',
  owningSeller: "only a product they own (an admin: any product); another's is 404",
};

/** Roles that get past authorisation: 401 and 403 refuse, an ownership 404 does not. */
export function admittedRoles(access: RouteAccess, outcomes: RouteOutcomes): Role[] {
  const row = expectedOutcomes(access, outcomes);
  return ROLE_ORDER.filter((role) =>
    CALLERS_BY_ROLE[role].some((caller) => row[caller] !== 401 && row[caller] !== 403),
  );
}

/** OpenAPI 3.1 lets a bearer requirement list the roles it needs; none means any role. */
export function securityOf(access: RouteAccess, outcomes: RouteOutcomes): SecurityRequirement[] {
  if (access === 'public') return [];
  if (access === 'webhook') return [{ [STRIPE_SIGNATURE]: [] }];
  const roles = admittedRoles(access, outcomes);
  const scopes = roles.length === ROLE_ORDER.length ? [] : roles;
  // An empty requirement: the token is optional (but verified when sent).
  return access === 'optional-auth' ? [{}, { [BEARER]: scopes }] : [{ [BEARER]: scopes }];
}

export function callersText(access: RouteAccess, outcomes: RouteOutcomes): string {
  if (access === 'webhook') {
    return 'Stripe only: a valid `Stripe-Signature` header over the exact body.';
  }
  if (access === 'public') {
    return outcomes.capability
      ? `Anyone with the URL: the \`{${outcomes.capability}}\` path parameter is the credential ` +
          '(an unknown one is 404 for everyone); no token is read.'
      : 'Anyone; no token is read.';
  }
  if (access === 'optional-auth') {
    return 'Anyone; a signed-in caller (Cognito access token) may get more. A token that is sent is verified.';
  }
  const roles = admittedRoles(access, outcomes);
  const who =
    roles.length === ROLE_ORDER.length
      ? 'Any signed-in user'
      : `Signed-in users with role ${roles.map((role) => `\`${role}\``).join(', ')}`;
  const owned = outcomes.ownedBy ? `, ${OWNER_TEXT[outcomes.ownedBy]}` : '';
  return `${who} (Cognito access token)${owned}.`;
}
