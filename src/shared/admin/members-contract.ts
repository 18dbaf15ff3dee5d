import { z } from 'zod';
import { ZPage, ZText } from './admin-contract.ts';

/** Issue 21: Membership Management's Members tab and its CSV export (spec §8, §9). */
export const ADMIN_MEMBERS_PAGE_SIZE = 25;
export const ADMIN_MEMBERS_SEARCH_MAX_LENGTH = 100;
export const MEMBERS_EXPORT_FILE_NAME = 'members-export.csv';
/** The export's columns, in order (spec §9). */
export const MEMBERS_EXPORT_COLUMNS = [
  'Name',
  'Plan',
  'Status',
  'Start Date',
  'End Date',
  'Auto Renew',
] as const;
export const MEMBERS_TEXTS = {
  nothingToExport: 'No members to export',
  exported: 'Members exported successfully',
} as const;

/** GET /api/admin/members?search=&page= ; GET /api/admin/members.csv?search= (every page). */
export const ZAdminMembersQuery = z.strictObject({
  /** Matches the member's name, the plan's name or the status, case-insensitive, anywhere in them. */
  search: ZText(ADMIN_MEMBERS_SEARCH_MAX_LENGTH),
  page: ZPage,
});
export type TAdminMembersQuery = z.output<typeof ZAdminMembersQuery>;
export const ZAdminMembersExportQuery = ZAdminMembersQuery.omit({ page: true });
export type TAdminMembersExportQuery = z.output<typeof ZAdminMembersExportQuery>;

/** One membership (a member may have several: the ended ones stay as history). */
export type TAdminMember = {
  membership_id: string;
  user_id: string;
  /** The profile's name, else the account's; null: 'No name set'. */
  name: string | null;
  email: string;
  plan: { id: string; name: string };
  status: 'active' | 'past_due' | 'cancelled' | 'ended';
  /** ISO instants. */
  starts_at: string;
  ends_at: string | null;
  auto_renew: boolean;
};

export type TAdminMembersPage = {
  items: TAdminMember[];
  total: number;
  page: number;
  page_size: number;
};
