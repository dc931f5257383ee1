/**
 * The `admin` group: users and roles, sellers, invitations, audit log, security, settings and
 * the re-read of stored automation files.
 */
import {
  type AdminSettings,
  type AutomationRereadStatus,
  type AdminUserDetail,
  type AdminUsersResponse,
  type AuditResponse,
  type InvitationSummary,
  type InvitationsResponse,
  type SecurityOverview,
  architectureDocBody,
  auditQuery,
  createInvitationBody,
  debugPanelBody,
  grantPurchaseBody,
  listInvitationsQuery,
  listUsersQuery,
  setRoleBody,
  setSellerBody,
  setStateBody,
} from '../contracts/admin';
import { BY_ACCESS } from './access';
import { type RouteSpec, responds } from './route-spec';

export const adminRoutes = {
  // Running the shop (admin): users and roles, sellers, invitations, audit log, settings.
  'GET /api/admin/users': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: listUsersQuery,
    response: responds<AdminUsersResponse>(),
  },
  'GET /api/admin/users/{userId}': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminUserDetail>(),
  },
  'PUT /api/admin/users/{userId}/role': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: setRoleBody,
    response: responds<AdminUserDetail>(),
  },
  'PUT /api/admin/users/{userId}/state': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: setStateBody,
    response: responds<AdminUserDetail>(),
  },
  'PUT /api/admin/users/{userId}/seller': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: setSellerBody,
    response: responds<AdminUserDetail>(),
  },
  'POST /api/admin/users/{userId}/purchases': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: grantPurchaseBody,
    response: responds<AdminUserDetail>(),
  },
  'GET /api/admin/invitations': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: listInvitationsQuery,
    response: responds<InvitationsResponse>(),
  },
  'POST /api/admin/invitations': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: createInvitationBody,
    response: responds<InvitationSummary>(),
  },
  'POST /api/admin/invitations/{invitationId}/resend': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<InvitationSummary>(),
  },
  'DELETE /api/admin/invitations/{invitationId}': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<InvitationSummary>(),
  },
  'GET /api/admin/audit': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: auditQuery,
    response: responds<AuditResponse>(),
  },
  'GET /api/admin/security': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<SecurityOverview>(),
  },
  'GET /api/admin/settings': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminSettings>(),
  },
  'PUT /api/admin/settings/debug-panel': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: debugPanelBody,
    response: responds<AdminSettings>(),
  },
  'PUT /api/admin/settings/architecture': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: architectureDocBody,
    response: responds<AdminSettings>(),
  },
  // The re-read of stored automation files under the current rules: its last run, and asking
  // for one (the job runs it).
  'GET /api/admin/automation-files/reread': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AutomationRereadStatus>(),
  },
  'POST /api/admin/automation-files/reread': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AutomationRereadStatus>(),
  },
} as const satisfies Record<string, RouteSpec>;
