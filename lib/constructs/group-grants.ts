/** The kinds of grant a function group may hold (declared per group in permissions.ts). */
import type { TableWrites } from './table-grants';

/** Cognito admin actions a group may call on the user pool. */
export type CognitoAdminAction =
  | 'cognito-idp:AdminCreateUser'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminGetUser'
  | 'cognito-idp:AdminUpdateUserAttributes'
  | 'cognito-idp:AdminDisableUser'
  | 'cognito-idp:AdminEnableUser'
  | 'cognito-idp:AdminDeleteUser'
  | 'cognito-idp:AdminUserGlobalSignOut'
  | 'cognito-idp:AdminAddUserToGroup'
  | 'cognito-idp:AdminRemoveUserFromGroup'
  | 'cognito-idp:AdminListGroupsForUser'
  | 'cognito-idp:ListUsers'
  | 'cognito-idp:ListUsersInGroup';

/** Exactly the Cognito calls of lambdas/services/admin (tests/infra checks the role has these). */
export const ADMIN_GROUP_COGNITO_ACTIONS = [
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:ListUsersInGroup',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
] as const satisfies readonly CognitoAdminAction[];

export interface GroupPermissions {
  /**
   * Every group reads (GetItem, Query, BatchGetItem on the table and its named indexes; no
   * Scan). `write` adds writes limited to the listed partitions; absent = read-only.
   */
  table: { write?: TableWrites };
  /** Product-files bucket: read = GetObject (presigned GET); readWrite adds Put and Delete. */
  files?: 'read' | 'readWrite';
  /** Media bucket (product images): sign uploads, check and delete them, under media/. */
  media?: 'readWrite';
  /** ses:SendEmail from the configured sender. */
  sendEmail?: boolean;
  cognitoAdmin?: readonly CognitoAdminAction[];
  /** Read the Stripe secret. */
  stripe?: boolean;
  /**
   * Scan the table itself (never an index): only the nightly job, which moves stored items to a
   * new shape (lambdas/repositories/*-migration.ts) and must visit every item once, and the
   * re-read of stored automation files, which must visit every file record.
   */
  scanTable?: boolean;
  /** Send jobs to the update-notification queue (publishing a version). */
  notifyQueue?: boolean;
  /** The search index's snapshots in the files bucket (search-index/*): read, or write them. */
  searchIndex?: 'read' | 'write';
  /** Put the generated sitemap files and robots.txt (only those keys) into the site bucket. */
  siteFiles?: boolean;
}
