import { z } from 'zod';
import { ROLES, type TRole } from '../roles.ts';
import { withoutNul } from '../text-rules.ts';

/**
 * The admin area's contract (membership-admin-cms.md §3 user_roles and profiles as used by admin, §6
 * roles, §7 admin calls, §8 admin texts, §9 members list; issue 21): the users list, roles, admin by
 * e-mail and the audit trail of staff actions. Every route is for admins only (http/router.ts).
 */

/** Spec §8, as the server answers them (refusals) and the web shows them (toasts). */
export const ADMIN_TEXTS = {
  onlyAdminsAssign: 'Only admins can assign roles',
  onlyAdminsView: 'Only admins can view all user roles',
  enterEmail: 'Please enter an email address',
  adminAssigned: 'Admin role assigned successfully',
  adminAssignFailed: 'Failed to assign admin role',
  roleUpdated: 'Role updated to {role}',
  roleUpdateFailed: 'Failed to update role',
  loadUsersFailed: 'Failed to load users',
  noUsers: 'No users found',
  noUsersMatch: 'No users match your current filters',
} as const;

/** Spec §2 and §3: what the users table shows where a value is missing (the API sends null / 'none'). */
export const ADMIN_USER_FALLBACKS = {
  name: 'No name set',
  email: 'Not available',
  lastSignIn: 'Not tracked',
  plan: 'Free',
  status: 'none',
} as const;

export const ADMIN_USERS_PAGE_SIZE = 25;
/** A page past this is refused (400): 10,000 pages of 25 cover 250,000 members. */
export const ADMIN_PAGE_MAX = 10_000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const AUDIT_PAGE_SIZE = 50;
export const ROLES_PAGE_SIZE = 50;

/** A member's membership as the list filters it: a current one's status, or none. */
export const ADMIN_MEMBERSHIP_STATUSES = ['active', 'past_due', 'cancelled', 'none'] as const;
export type TAdminMembershipStatus = (typeof ADMIN_MEMBERSHIP_STATUSES)[number];

export const ADMIN_USER_SORTS = [
  'joined_desc',
  'joined_asc',
  'name_asc',
  'name_desc',
  'email_asc',
  'email_desc',
] as const;
export type TAdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** Staff actions recorded so far (the audit screen labels each); later features add theirs (moderation ...). */
export const STAFF_ACTIONS = [
  'role.changed',
  'admin.granted',
  'user.suspended',
  'user.banned',
  'user.reinstated',
  'moderation.dismiss',
  'moderation.warn',
  'moderation.remove_photo',
  'moderation.approve',
  'plan.created',
  'plan.updated',
  'plan.deleted',
  'plan.deactivated',
  'post.created',
  'post.updated',
  'post.deleted',
  'page.created',
  'page.updated',
  'page.deleted',
  'category.created',
  'category.updated',
  'category.deleted',
  'tag.created',
  'tag.updated',
  'tag.deleted',
  'media.uploaded',
  'media.updated',
  'media.deleted',
  'menu.created',
  'menu.updated',
  'menu.deleted',
  'menu.reordered',
  'menu_item.created',
  'menu_item.updated',
  'menu_item.deleted',
  'setting.updated',
  'verification.approved',
  'verification.refused',
  'reviewer.gender_recorded',
] as const;
export type TStaffAction = (typeof STAFF_ACTIONS)[number];

export const ZPage = z.coerce
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(ADMIN_PAGE_MAX, `Must be at most ${ADMIN_PAGE_MAX}`)
  .default(1);

/** A calendar day that exists (2026-02-30 does not); anything not shaped like one is refused first. */
function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isRealDay, 'This date does not exist')
  .optional();

export const ZText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine(withoutNul, 'Contains a character that is not allowed')
    .transform((value) => value.trim())
    .default('');

const ZId = z
  .string()
  .trim()
  .min(1, 'Not a user id')
  .max(128, 'Not a user id')
  .refine(withoutNul, 'Not a user id');

/** GET /api/admin/users?search=&role=&plan=&status=&joinedFrom=&joinedTo=&page=&sort= */
export const ZAdminUsersQuery = z
  .strictObject({
    search: ZText(ADMIN_SEARCH_MAX_LENGTH),
    role: z.enum(ROLES, { error: 'Choose user, moderator or admin' }).optional(),
    /** A plan id; 'free' for members on no paid plan. */
    plan: ZId.optional(),
    status: z
      .enum(ADMIN_MEMBERSHIP_STATUSES, { error: 'Choose active, past_due, cancelled or none' })
      .optional(),
    /** Joined on or after this day (UTC). */
    joinedFrom: ZDay,
    /** Joined on or before this day (UTC). */
    joinedTo: ZDay,
    page: ZPage,
    sort: z.enum(ADMIN_USER_SORTS, { error: 'Unknown sort' }).default('joined_desc'),
  })
  .refine((q) => !q.joinedFrom || !q.joinedTo || q.joinedFrom <= q.joinedTo, {
    path: ['joinedTo'],
    message: 'Must not be before joinedFrom',
  });
export type TAdminUsersQuery = z.output<typeof ZAdminUsersQuery>;

/** PUT /api/admin/users/:userId/role */
export const ZRoleChange = z.strictObject({
  role: z.enum(ROLES, { error: 'Choose user, moderator or admin' }),
});
export type TRoleChange = z.infer<typeof ZRoleChange>;

/** POST /api/admin/admins */
export const ZAdminGrant = z.strictObject({
  email: z
    .string({ error: ADMIN_TEXTS.enterEmail })
    .trim()
    .min(1, ADMIN_TEXTS.enterEmail)
    .max(254, 'Enter a valid email address.')
    .refine(withoutNul, 'Enter a valid email address.'),
});
export type TAdminGrant = z.infer<typeof ZAdminGrant>;

/** GET /api/admin/roles?page= */
export const ZRolesQuery = z.strictObject({ page: ZPage });
export type TRolesQuery = z.output<typeof ZRolesQuery>;

/** GET /api/admin/audit?page=&actor=&action=&target= (actor and target: user ids). */
export const ZAuditQuery = z.strictObject({
  page: ZPage,
  actor: ZId.optional(),
  action: z
    .string()
    .max(64, 'At most 64 characters')
    .regex(/^[a-z_.]+$/, 'Not an action name')
    .optional(),
  target: ZId.optional(),
});
export type TAuditQuery = z.output<typeof ZAuditQuery>;

/** One row of the users table. Missing values stay null; the web shows ADMIN_USER_FALLBACKS. */
export type TAdminUser = {
  id: string;
  /** The profile's full name; null: 'No name set'. */
  full_name: string | null;
  /** null: 'Not available' (never today: every account has one). */
  email: string | null;
  role: TRole;
  /** When the account was made (ISO). */
  created_at: string;
  /** The latest sign-in (ISO); null: never, 'Not tracked'. */
  last_sign_in_at: string | null;
  /** The plan that gives access now; the Free plan ('free', 'Free') for everyone else. */
  plan: { id: string; name: string };
  /** The current membership's status; 'none' without one. */
  membership_status: TAdminMembershipStatus;
  /** While suspended: when and why (suspension-contract.ts); null otherwise. */
  suspension: { at: string; reason: string } | null;
};

export type TAdminUsersPage = {
  items: TAdminUser[];
  /** Members matching the filters (a count at most a few seconds old). */
  total: number;
  page: number;
  page_size: number;
};

export type TRoleChangeReply = {
  user_id: string;
  role: TRole;
  /** false: the member already had this role; nothing was written or recorded. */
  changed: boolean;
};

export type TRoleAssignment = {
  user_id: string;
  email: string;
  full_name: string | null;
  role: TRole;
  assigned_by: string | null;
  assigned_at: string;
};

export type TRolesPage = {
  /** The roles and their levels (spec §6). */
  roles: { role: TRole; level: number }[];
  /** Role rows, newest first (spec §7). */
  items: TRoleAssignment[];
  total: number;
  page: number;
  page_size: number;
};

export type TStaffActionEntry = {
  id: number;
  actor: { id: string; email: string };
  action: string;
  target: { id: string; email: string | null } | null;
  details: Record<string, unknown>;
  created_at: string;
};

export type TAuditPage = {
  items: TStaffActionEntry[];
  /** true when a later page has rows (the trail is not counted). */
  has_more: boolean;
  page: number;
  page_size: number;
};
