/**
 * GET /api/admin/stats (issue 21 item 2; membership-admin-cms.md §2 /admin, §7 dashboard stats, §9):
 * the figures of the admin dashboard, each measured when asked. Money is integer cents of US dollars;
 * the web shows cents/100 with two decimals and a $ sign (shared/rules/entitlement.ts formatPrice).
 */

/** Latest entries of the dashboard's activity list (staff actions and sign-ups merged, newest first). */
export const ADMIN_ACTIVITY_SIZE = 10;
/** Sign-ups per UTC day, today included. */
export const SIGNUP_CHART_DAYS = 30;
/** Revenue per UTC calendar month, this month included. */
export const REVENUE_CHART_MONTHS = 12;
/** Due lifecycle work older than this means the sweep (every minute) is not keeping up. */
export const JOBS_BEHIND_AFTER_MS = 5 * 60_000;

export const POST_STATUSES = ['published', 'draft', 'scheduled', 'private'] as const;
export const PAGE_STATUSES = ['published', 'draft', 'private'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];
export type TPageStatus = (typeof PAGE_STATUSES)[number];

export type TAdminActivity =
  | {
      kind: 'staff_action';
      /** 'action-<id>' */
      id: string;
      at: string;
      /** role.changed, admin.granted, user.suspended ... */
      action: string;
      actor_email: string;
      target_email: string | null;
    }
  | {
      kind: 'sign_up';
      /** 'signup-<user id>' */
      id: string;
      at: string;
      user_id: string;
      /** The profile's full name, else the name given at sign-up. */
      name: string;
      email: string;
    };

export type TMailTransport = 'smtp' | 'outbox' | 'other';

export type TSystemStatus = {
  /** 'degraded' when any part below is not ok (mail unreachable, jobs behind). */
  overall: 'operational' | 'degraded';
  /** Measured with `select 1` (an unreachable database answers 503 instead of these stats). */
  database: { reachable: true; latency_ms: number; kind: 'pglite' | 'postgres' };
  /**
   * smtp: SMTP_URL is set, and the server was asked (EHLO/AUTH, remembered a minute);
   * outbox: mails are written as .eml files, and the folder was checked writable.
   */
  mail: { transport: TMailTransport; ok: boolean | null; checked_at: string | null; detail: string | null };
  realtime: {
    /** Open WebSockets on the instance that answered; null when it serves none (no hub attached). */
    sockets_here: number | null;
    /** Members with a socket on any live instance (presence tables). */
    members_online: number;
    /** Server instances whose presence heartbeat is under 45 s old. */
    instances: number;
  };
  /**
   * There is no job queue: the membership sweep (every minute, every instance) finds its work in the
   * rows. Pending = what is due now and not yet done: renewals, memberships to end, checkouts to expire.
   */
  jobs: {
    renewals_due: number;
    memberships_to_end: number;
    checkouts_to_expire: number;
    /** When the oldest pending item fell due; null when nothing is pending. */
    oldest_due_at: string | null;
    /** Something has been due for over JOBS_BEHIND_AFTER_MS. */
    behind: boolean;
  };
};

export type TAdminStats = {
  /** When these were measured (ISO, UTC). */
  generated_at: string;
  /** Every account; new: created since the first of this UTC month. */
  members: { total: number; new_this_month: number };
  /** Memberships that give access now (domain/membership hasAccessAt). */
  active_subscriptions: number;
  /** Completed payments in US dollars since the first of this UTC month. */
  revenue_this_month: { cents: number; payments: number };
  posts: Record<TPostStatus, number> & { total: number };
  pages: Record<TPageStatus, number> & { total: number };
  system: TSystemStatus;
  activity: TAdminActivity[];
  /** SIGNUP_CHART_DAYS UTC days, oldest first, every day present ('YYYY-MM-DD'). */
  signups_per_day: { day: string; count: number }[];
  /** REVENUE_CHART_MONTHS UTC months, oldest first, every month present ('YYYY-MM'). */
  revenue_per_month: { month: string; cents: number }[];
};
