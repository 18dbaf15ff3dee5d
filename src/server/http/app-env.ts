import type { Auth } from '../auth/auth.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../infra/clock.ts';
import type { ExpiringCache } from '../infra/expiring-cache.ts';
import type { PlanEntitlements } from '../../shared/rules/entitlement.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import type { Storage } from '../infra/storage.ts';
import type { TRole } from '../../shared/roles.ts';
import type { EventBus } from '../realtime/events.ts';
import type { GuardianLinks } from '../realtime/ward-watch.ts';

export type Deps = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /** Services publish stored changes here; the WebSocket hub fans them out. */
  bus: EventBus;
  /** Signed-in sessions remembered for seconds (auth/session-cache.ts). */
  sessions: SessionCache;
  /** What time it is for the membership lifecycle (infra/clock.ts). */
  clock: Clock;
  /** Members' plans remembered for seconds (domain/membership/member-plan.ts). */
  plans: ExpiringCache<PlanEntitlements>;
  /**
   * Other areas' periodic work (runtime.ts lists it: scheduled CMS posts), run after the membership
   * sweep every minute and whenever the test clock moves. Each step is idempotent and safe when
   * several instances run it at once.
   */
  sweepSteps: readonly SweepStep[];
  /** What the WebSocket hub asks about guardians and their wards (runtime.ts hands it the domain's answers). */
  guardianLinks: GuardianLinks;
};

export type SweepStep = (deps: Deps) => Promise<void>;

/**
 * Who is asking. Their role is not here: requireRole() and /api/me read it fresh (auth/middleware.ts).
 * `accountKind` 'guardian': an account made to accept a guardian invitation (issue 23 item 5), which
 * reaches only the routes of accountRouter() (http/router.ts).
 */
export type Viewer = { id: string; email: string; name: string; accountKind: AccountKind };
export type AccountKind = 'member' | 'guardian';

type RequestVariables = {
  deps: Deps;
  requestId: string;
  /**
   * The member who is asking, or null for a visitor. A guardian account is no member: it is null here
   * too, so every route that shows more to members shows a guardian what a visitor sees.
   */
  viewer: Viewer | null;
  /** Whoever is signed in, a member or a guardian account (auth/middleware.ts loadViewer). */
  account: Viewer | null;
  /** Set only by a staff router's guard, once the role was checked (http/router.ts). */
  role: TRole | null;
};

/** Every request: public routes see this (createRouter). */
export type AppEnv = { Variables: RequestVariables };
/** Routes of a signedInRouter(): the guard has refused visitors, so the viewer is never null. */
export type SignedInEnv = { Variables: RequestVariables & { viewer: Viewer } };
/** Routes of a staffRouter(role): signed in, and their role (c.var.role) is at least the router's. */
export type StaffEnv = { Variables: RequestVariables & { viewer: Viewer; role: TRole } };
