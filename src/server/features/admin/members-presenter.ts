import { ADMIN_USER_FALLBACKS } from '../../../shared/admin/admin-contract.ts';
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type MEMBERS_EXPORT_COLUMNS,
  type TAdminMember,
  type TAdminMembersPage,
} from '../../../shared/admin/members-contract.ts';
import type { MemberRow, MembersFound } from './members-service.ts';

export function presentMember(row: MemberRow): TAdminMember {
  return {
    membership_id: row.membership_id,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    plan: { id: row.plan_id, name: row.plan_name },
    status: row.status,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    auto_renew: row.auto_renew,
  };
}

export const presentMembersPage = (found: MembersFound): TAdminMembersPage => ({
  items: found.rows.map(presentMember),
  total: found.total,
  page: found.page,
  page_size: ADMIN_MEMBERS_PAGE_SIZE,
});

/** yyyy-MM-dd (UTC) of an ISO instant, as the spec writes the export's dates. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** One line of members-export.csv, in MEMBERS_EXPORT_COLUMNS' order. */
export const exportLine = (row: MemberRow): Record<(typeof MEMBERS_EXPORT_COLUMNS)[number], string> => ({
  Name: row.name ?? ADMIN_USER_FALLBACKS.name,
  Plan: row.plan_name,
  Status: row.status,
  'Start Date': day(row.starts_at),
  'End Date': day(row.ends_at),
  'Auto Renew': row.auto_renew ? 'Yes' : 'No',
});
