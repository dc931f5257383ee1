/**
 * What each function group may touch on AWS. Keyed by every FUNCTION_GROUPS entry, so adding a
 * group to lambdas/routes.ts fails type-checking here until someone decides its permissions:
 * locally nothing enforces IAM, so a forgotten grant would only show up on AWS.
 */
import type { FunctionGroup } from '../../lambdas/routes';

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
   * read: GetItem, Query, BatchGetItem (no Scan: every read is a key or index lookup).
   * readWrite: adds PutItem, UpdateItem, DeleteItem, BatchWriteItem, ConditionCheckItem
   * (transactions are authorised per contained action).
   */
  table: 'read' | 'readWrite';
  /** Product-files bucket: read = GetObject (presigned GET); readWrite adds Put and Delete. */
  files?: 'read' | 'readWrite';
  /** Media bucket (product images): sign uploads, check and delete them, under media/. */
  media?: 'readWrite';
  /** ses:SendEmail from the configured sender. */
  sendEmail?: boolean;
  cognitoAdmin?: readonly CognitoAdminAction[];
  /** Read the Stripe secret. */
  stripe?: boolean;
  /** Send jobs to the update-notification queue (publishing a version). */
  notifyQueue?: boolean;
}

export const GROUP_PERMISSIONS: Record<FunctionGroup, GroupPermissions> = {
  // Product listing, detail and cart validation: reads only.
  catalogue: { table: 'read' },
  // Interest registration (conditional puts, rate-limit windows) and its confirmation e-mail.
  interest: { table: 'readWrite', sendEmail: true },
  // Profile creation on first call, guest-purchase linking. Cognito GetUser runs with the
  // caller's own access token, which needs no IAM permission.
  account: { table: 'readWrite' },
  // Password reset (ForgotPassword is a public Cognito call) and invitation sign-up, which puts
  // the new user in the invited role's group.
  auth: {
    table: 'readWrite',
    cognitoAdmin: [
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminAddUserToGroup',
    ],
  },
  // Checkout sessions, payment verification and fulfilment (orders, purchases, receipt).
  checkout: { table: 'readWrite', stripe: true, sendEmail: true },
  // Stripe events: the same fulfilment as the success page.
  webhook: { table: 'readWrite', stripe: true, sendEmail: true },
  // Guest downloads: reads the order and files, signs GET URLs.
  downloads: { table: 'read', files: 'read' },
  // The buyer's account area: purchases, secure downloads (signs GET URLs), preferences, the
  // full name (Cognito and profile), account deletion and its e-mails. GetUser runs with the
  // caller's own access token.
  'my-account': {
    table: 'readWrite',
    files: 'read',
    sendEmail: true,
    cognitoAdmin: ['cognito-idp:AdminUpdateUserAttributes'],
  },
  // Catalogue management: products, versions (publishing queues buyers' update e-mails), files
  // (signs presigned upload PUTs, reads an upload's real size with HeadObject, deletes objects);
  // "now available" e-mails to the notify-me list; product images (presigned uploads, removal
  // of unused ones).
  manage: {
    table: 'readWrite',
    files: 'readWrite',
    media: 'readWrite',
    notifyQueue: true,
    sendEmail: true,
  },
  // Running the shop: roles (group membership, the last-admin count), suspension (disable and
  // enable sign-in), invitations and their e-mails, the audit log and the settings item.
  admin: {
    table: 'readWrite',
    sendEmail: true,
    cognitoAdmin: ADMIN_GROUP_COGNITO_ACTIONS,
  },
  // Sales statistics and the CSV export: counters, sales listings and product names, read only.
  sales: { table: 'read' },
};

/** The background jobs (lambdas/jobs/*), outside the route table. */
export const JOB_PERMISSIONS = {
  // Update and availability notifications: reads buyers and preferences, writes idempotency
  // items, sends mail, and queues the batches (and continuations) of its own fan-out.
  notifyBuyers: { table: 'readWrite', sendEmail: true, notifyQueue: true },
  // Final removal of accounts marked for deletion 30 days ago.
  purgeDeletedAccounts: {
    table: 'readWrite',
    cognitoAdmin: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser'],
  },
} as const satisfies Record<string, GroupPermissions>;

export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:BatchGetItem',
] as const;

export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;
