import { z } from '@hono/zod-openapi';
import {
  ADMIN_MEMBERSHIP_STATUSES,
  type TAdminUser,
  type TAdminUsersPage,
  type TAuditPage,
  type TRoleAssignment,
  type TRoleChangeReply,
  type TRolesPage,
  type TStaffActionEntry,
} from '../../../shared/admin/admin-contract.ts';
import { ROLES } from '../../../shared/roles.ts';

/**
 * The admin answers' shapes for /api/openapi.json, each checked against its type in the shared contract
 * (src/shared/admin/admin-contract.ts); the presenters decide the fields.
 */

const count = z.number().int().min(0);
const page = z.number().int().min(1);
const instant = z.string().openapi({ description: 'ISO 8601, UTC' });

export const ZAdminUser = z
  .object({
    id: z.string(),
    full_name: z.string().nullable().openapi({ description: "null: shown as 'No name set'" }),
    email: z.string().nullable().openapi({ description: "null: shown as 'Not available'" }),
    role: z.enum(ROLES),
    created_at: instant,
    last_sign_in_at: instant.nullable().openapi({ description: "null: never signed in ('Not tracked')" }),
    plan: z.object({ id: z.string(), name: z.string() }).openapi({ description: 'Free without a paid plan' }),
    membership_status: z.enum(ADMIN_MEMBERSHIP_STATUSES),
    suspension: z
      .object({ at: instant, reason: z.string() })
      .nullable()
      .openapi({ description: 'While suspended: when and why' }),
  })
  .openapi('AdminUser') satisfies z.ZodType<TAdminUser>;

export const ZAdminUsersPage = z
  .object({
    items: z.array(ZAdminUser),
    total: count.openapi({ description: 'Accounts matching the filters, at most 10 s old' }),
    page,
    page_size: z.number().int(),
  })
  .openapi('AdminUsersPage') satisfies z.ZodType<TAdminUsersPage>;

export const ZRoleChangeReply = z
  .object({ user_id: z.string(), role: z.enum(ROLES), changed: z.boolean() })
  .openapi('RoleChangeReply') satisfies z.ZodType<TRoleChangeReply>;

const ZRoleAssignment = z
  .object({
    user_id: z.string(),
    email: z.string(),
    full_name: z.string().nullable(),
    role: z.enum(ROLES),
    assigned_by: z.string().nullable().openapi({ description: 'null: the start-up bootstrap or a script' }),
    assigned_at: instant,
  })
  .openapi('RoleAssignment') satisfies z.ZodType<TRoleAssignment>;

export const ZRolesPage = z
  .object({
    roles: z.array(z.object({ role: z.enum(ROLES), level: z.number().int() })),
    items: z.array(ZRoleAssignment),
    total: count,
    page,
    page_size: z.number().int(),
  })
  .openapi('RolesPage') satisfies z.ZodType<TRolesPage>;

const ZStaffAction = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.string(), email: z.string() }),
    action: z.string().openapi({ description: 'role.changed, admin.granted, ...' }),
    target: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
    details: z.record(z.string(), z.unknown()).openapi({ description: 'What changed: { before, after }' }),
    created_at: instant,
  })
  .openapi('StaffAction') satisfies z.ZodType<TStaffActionEntry>;

export const ZAuditPage = z
  .object({ items: z.array(ZStaffAction), has_more: z.boolean(), page, page_size: z.number().int() })
  .openapi('AuditPage') satisfies z.ZodType<TAuditPage>;
