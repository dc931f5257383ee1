/**
 * One kind of per-user data and what the final removal of an account does with it. Each step
 * is declared next to the repository that stores the data and listed in ACCOUNT_PURGE_STEPS
 * (account-purge.ts); tests/unit/repositories/account-purge.test.ts fails while a key builder
 * of keys.ts under USER#{sub} is not covered by a step, or any other builder is neither covered
 * nor named, with the reason, among what the purge leaves (LEFT_BY_THE_PURGE).
 */

/** The account being purged, as its deletion request names it. */
export interface PurgedAccount {
  user_id: string;
  /** The account's e-mail: orders bought with it are anonymised. */
  email: string;
  /** The Cognito username (AdminDeleteUser needs it). */
  username: string;
}

/** A key builder of keys.ts that names one item (`{ PK, SK }`). */
export type ItemKeyBuilder = (...args: never[]) => { PK: string; SK: string };

export interface AccountPurgeStep {
  /** What the step removes or anonymises. */
  name: string;
  /** The key builders of the items the step deletes or anonymises. */
  covers: readonly ItemKeyBuilder[];
  /** Safe to run again: a purge that failed part-way is retried the next night. */
  run(account: PurgedAccount, now: string): Promise<void>;
}

/** Items the purge leaves as they are, and why. */
export interface LeftByThePurge {
  reason: string;
  keys: readonly ItemKeyBuilder[];
}
