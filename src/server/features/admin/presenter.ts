import {
  ADMIN_USERS_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  ROLES_PAGE_SIZE,
  type TAdminUser,
  type TAdminUsersPage,
  type TAuditPage,
  type TRoleChangeReply,
  type TRolesPage,
  type TStaffActionEntry,
} from '../../../shared/admin/admin-contract.ts';
import { FREE_PLAN_ID } from '../../../shared/membership/membership-contract.ts';
import { ROLE_LEVEL, ROLES, isRole, type TRole } from '../../../shared/roles.ts';
import type { AuditFound, StaffActionRow } from './audit-service.ts';
import type { RoleAssignmentRow } from './roles-service.ts';
import type { AdminUserRow, AdminUsersFound } from './users-service.ts';

/**
 * The admin answers, typed by the contract. Missing values leave as null (or the Free plan, or status
 * 'none'); the web shows the spec's fallbacks (ADMIN_USER_FALLBACKS). Only these routes, which only
 * admins reach, carry members' e-mails.
 */

const roleOrUser = (role: string | null): TRole => (isRole(role) ? role : 'user');
const blankToNull = (text: string | null) => (text === null || text.trim() === '' ? null : text);

export function presentAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    full_name: blankToNull(row.full_name),
    email: blankToNull(row.email),
    role: roleOrUser(row.role),
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
    plan: { id: row.plan_id, name: row.plan_name ?? (row.plan_id === FREE_PLAN_ID ? 'Free' : row.plan_id) },
    membership_status: row.membership_status,
    suspension:
      row.suspended_at === null ? null : { at: row.suspended_at, reason: row.suspension_reason ?? '' },
  };
}

export function presentAdminUsersPage(found: AdminUsersFound): TAdminUsersPage {
  return {
    items: found.rows.map(presentAdminUser),
    total: found.total,
    page: found.page,
    page_size: ADMIN_USERS_PAGE_SIZE,
  };
}

export const presentRoleChange = (userId: string, role: TRole, changed: boolean): TRoleChangeReply => ({
  user_id: userId,
  role,
  changed,
});

export function presentRolesPage(found: {
  rows: RoleAssignmentRow[];
  total: number;
  page: number;
}): TRolesPage {
  return {
    roles: ROLES.map((role) => ({ role, level: ROLE_LEVEL[role] })),
    items: found.rows.map((row) => ({
      user_id: row.user_id,
      email: row.email,
      full_name: blankToNull(row.full_name),
      role: roleOrUser(row.role),
      assigned_by: row.assigned_by,
      assigned_at: row.assigned_at.toISOString(),
    })),
    total: found.total,
    page: found.page,
    page_size: ROLES_PAGE_SIZE,
  };
}

function presentStaffAction(row: StaffActionRow): TStaffActionEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    target: row.targetUserId === null ? null : { id: row.targetUserId, email: row.targetEmail },
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}

export const presentAuditPage = (found: AuditFound): TAuditPage => ({
  items: found.rows.map(presentStaffAction),
  has_more: found.hasMore,
  page: found.page,
  page_size: AUDIT_PAGE_SIZE,
});
