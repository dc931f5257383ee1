/**
 * Who may call a route, and what every kind of caller gets from it: the authorisation matrix.
 *
 * Each entry of the route table declares `outcomes`: usually `BY_ACCESS` (the access level's
 * defaults below), or only how the route differs from them. `ownedBy` marks a route that acts on
 * one caller's resource: every other caller the access level admits gets 404, the shop's answer
 * for anything the caller may not see. The matrix suite calls every route as every caller, with
 * real tokens against the emulators, and checks these outcomes
 * (tests/integration/authorisation-matrix.test.ts).
 *
 * This module imports nothing, so the route table, the web's type-checker and the tests can all
 * read it.
 */

/**
 * Who may call the route; checked before any input is parsed. Ownership and entitlement are
 * checked again in the service layer. `seller` admits sellers and admins.
 */
export type RouteAccess = 'public' | 'optional-auth' | 'signed-in' | 'seller' | 'admin' | 'webhook';

/** The callers of the matrix, each with a genuine token of its kind (or none). */
export const MATRIX_CALLERS = [
  'anonymous',
  /** Owns the matrix's purchase and paid order. */
  'buyerA',
  'buyerB',
  'testUser',
  /** Owns the matrix's managed products. */
  'owningSeller',
  'otherSeller',
  'admin',
  /** A buyer whose profile is suspended, or scheduled for deletion: valid token, refused. */
  'suspended',
  'scheduledForDeletion',
  /** A genuine access token past its expiry. */
  'expiredToken',
  /** A genuine ID token where an access token belongs. */
  'idToken',
] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

/**
 * What the caller gets: 400, 401, 403 or 404 exactly, or 'allowed': through authentication and
 * authorisation to the route's rules, i.e. not 401, 403 or 404 and never a 5xx.
 */
export type Outcome = 'allowed' | 400 | 401 | 403 | 404;

/** Shorthands for callers that usually share an outcome. */
const CALLER_GROUPS = {
  buyers: ['buyerA', 'buyerB', 'testUser'],
  sellers: ['owningSeller', 'otherSeller'],
} as const satisfies Record<string, readonly MatrixCaller[]>;
type CallerGroup = keyof typeof CALLER_GROUPS;

/** Owners of a resource: the admin manages every product, so owns the seller's as well. */
const OWNERS = {
  buyerA: ['buyerA'],
  owningSeller: ['owningSeller', 'admin'],
} as const satisfies Record<string, readonly MatrixCaller[]>;

/** A route's outcomes, as the difference from its access level's defaults. */
export type RouteOutcomes = Partial<Record<MatrixCaller | CallerGroup, Outcome>> & {
  ownedBy?: keyof typeof OWNERS;
  /**
   * The path parameter that is the route's credential (a capability URL, such as the n8n
   * library's token): the outcomes are for a valid one, and with an unknown value every caller
   * gets the same 404, whoever they are.
   */
  capability?: string;
};

/** The access level's defaults, unchanged. */
export const BY_ACCESS: RouteOutcomes = {};

type OutcomeRow = Record<MatrixCaller, Outcome>;

function row(outcomes: {
  anonymous: Outcome;
  buyers: Outcome;
  sellers: Outcome;
  admin: Outcome;
  blocked: Outcome;
  badToken: Outcome;
}): OutcomeRow {
  return {
    anonymous: outcomes.anonymous,
    buyerA: outcomes.buyers,
    buyerB: outcomes.buyers,
    testUser: outcomes.buyers,
    owningSeller: outcomes.sellers,
    otherSeller: outcomes.sellers,
    admin: outcomes.admin,
    suspended: outcomes.blocked,
    scheduledForDeletion: outcomes.blocked,
    expiredToken: outcomes.badToken,
    idToken: outcomes.badToken,
  };
}

const SIGNED_IN = { anonymous: 401, blocked: 403, badToken: 401 } as const;

/**
 * Public routes never read a token. A sent token is always verified otherwise, so an expired or
 * ID token is 401 even where signing in is optional; a suspended or deleted profile is 403
 * everywhere a caller is resolved. The webhook answers only a valid Stripe signature (400).
 */
export const ACCESS_OUTCOMES: Record<RouteAccess, OutcomeRow> = {
  public: row({
    anonymous: 'allowed',
    buyers: 'allowed',
    sellers: 'allowed',
    admin: 'allowed',
    blocked: 'allowed',
    badToken: 'allowed',
  }),
  webhook: row({
    anonymous: 400,
    buyers: 400,
    sellers: 400,
    admin: 400,
    blocked: 400,
    badToken: 400,
  }),
  'optional-auth': row({
    ...SIGNED_IN,
    anonymous: 'allowed',
    buyers: 'allowed',
    sellers: 'allowed',
    admin: 'allowed',
  }),
  'signed-in': row({ ...SIGNED_IN, buyers: 'allowed', sellers: 'allowed', admin: 'allowed' }),
  seller: row({ ...SIGNED_IN, buyers: 403, sellers: 'allowed', admin: 'allowed' }),
  admin: row({ ...SIGNED_IN, buyers: 403, sellers: 403, admin: 'allowed' }),
};

/**
 * A route's full row: the access level's defaults; then 404 for every admitted caller who does
 * not own the route's resource; then the route's own outcomes (groups first, callers last).
 */
export function expectedOutcomes(access: RouteAccess, declared: RouteOutcomes): OutcomeRow {
  const outcomes = { ...ACCESS_OUTCOMES[access] };
  const { ownedBy } = declared;
  if (ownedBy) {
    const owners: readonly MatrixCaller[] = OWNERS[ownedBy];
    for (const caller of MATRIX_CALLERS) {
      if (outcomes[caller] === 'allowed' && !owners.includes(caller)) outcomes[caller] = 404;
    }
  }
  for (const [group, callers] of Object.entries(CALLER_GROUPS)) {
    const outcome = declared[group as CallerGroup];
    if (outcome !== undefined) for (const caller of callers) outcomes[caller] = outcome;
  }
  for (const caller of MATRIX_CALLERS) {
    const outcome = declared[caller];
    if (outcome !== undefined) outcomes[caller] = outcome;
  }
  return outcomes;
}
