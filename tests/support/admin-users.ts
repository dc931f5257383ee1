import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminUserDetail, AuditResponse } from '../../lambdas/contracts/admin';
import { config } from '../../lambdas/infra/config';
import { callAdmin } from './admin-api';
import { createSignedInUser, type TestUser } from './cognito-users';
import { useIsolatedTable } from './isolated-table';
import { useIsolatedUserPool } from './isolated-user-pool';

/** The admin's user-management calls and checks, shared by the admin-users test files. */

/** The file's own table and user pool, and an admin signed in to it. */
export async function adminOfIsolatedPool(): Promise<TestUser> {
  await useIsolatedTable();
  await useIsolatedUserPool();
  return createSignedInUser({ groups: ['admin'] });
}

export async function directoryUserEnabled(userId: string): Promise<boolean | undefined> {
  const { region, endpoints, userPoolId } = config();
  const client = new CognitoIdentityProviderClient({
    region,
    endpoint: endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const user = await client.send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userId }),
  );
  return user.Enabled;
}

export function setRole(admin: TestUser, userId: string, role: string) {
  return callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/role', {
    token: admin.accessToken,
    pathParameters: { userId },
    body: { role },
  });
}

export function setState(admin: TestUser, userId: string, state: string) {
  return callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/state', {
    token: admin.accessToken,
    pathParameters: { userId },
    body: { state },
  });
}

export function audit(admin: TestUser, query: Record<string, string> = {}) {
  return callAdmin<AuditResponse>('GET /api/admin/audit', { token: admin.accessToken, query });
}
