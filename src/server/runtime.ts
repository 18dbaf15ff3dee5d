import { join } from 'node:path';
import { createAuth } from './auth/auth.ts';
import { createSessionCache } from './auth/session-cache.ts';
import { createExpiringCache } from './infra/expiring-cache.ts';
import type { PlanEntitlements } from '../shared/rules/entitlement.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './http/app-env.ts';
import type { Logger } from './infra/logger.ts';
import { systemClock, type Clock } from './infra/clock.ts';
import { createMailer, type Mailer } from './infra/mail.ts';
import { diskStorage } from './infra/storage.ts';
import { loadPresentedMessages } from './domain/message/message-loader.ts';
import { inProcessBus } from './realtime/events.ts';
import { pgBus } from './realtime/pg-bus.ts';
import { publishDuePostsStep } from './features/cms/scheduled-publishing.ts';
import { liftEndedSuspensionsStep } from './features/safety/suspension-sweep.ts';
import { eraseDueAccountsStep } from './features/account/account-erasure.ts';
import { eraseDecidedSelfiesStep } from './features/verification/selfie-sweep.ts';
import { stopRenewals } from './features/membership/stop-renewals.ts';
import { sendGuardianSummariesStep } from './features/guardians/weekly-summary.ts';
import { activeWardIds } from './domain/guardian/guardianships.ts';
import { recordLiveViews } from './domain/guardian/guardian-access-log.ts';

/** Wires the long-lived parts together; main.ts and the tests build the app from the same Deps. */
export function buildDeps(
  config: Config,
  database: Database,
  log: Logger,
  mailer?: Mailer,
  clock: Clock = systemClock,
): Deps {
  const resolvedMailer =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log,
    });
  // Several instances may share a PostgreSQL server: events cross between them by LISTEN/NOTIFY.
  const bus = config.databaseUrl
    ? pgBus({
        url: config.databaseUrl,
        db: database.db,
        log,
        loadMessages: (ids) => loadPresentedMessages(database.db, ids),
      })
    : inProcessBus((error) => log.error({ err: error }, 'realtime listener failed'));
  const sessions = createSessionCache();
  const plans = createExpiringCache<PlanEntitlements>(config.planCacheSeconds * 1000);
  // Any instance that saw sessions (http/auth-handler.ts) or memberships (domain/membership/
  // plan-changes.ts) change says so; every instance forgets what it remembered of them.
  bus.subscribe((event) => {
    if (event.type === 'sessions.changed') sessions.clear();
    if (event.type === 'memberships.changed') plans.clear();
  });
  // Such an event from another instance may have been lost while LISTEN was down.
  bus.onGap?.(() => {
    sessions.clear();
    plans.clear();
  });
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    log,
    bus,
    sessions,
    plans,
    clock,
    sweepSteps: [
      publishDuePostsStep,
      eraseDueAccountsStep({ stopRenewals }),
      liftEndedSuspensionsStep,
      sendGuardianSummariesStep,
      eraseDecidedSelfiesStep,
    ],
    // The hub's questions about guardians (realtime/ward-watch.ts), answered by the domain.
    guardianLinks: {
      wardsOf: (guardianId) => activeWardIds(database.db, guardianId),
      watching: (guardianId, wardIds) => recordLiveViews(database.db, guardianId, wardIds),
    },
    mailer: resolvedMailer,
    storage: diskStorage(join(config.dataDir, 'media')),
    auth: createAuth({
      db: database.db,
      mailer: resolvedMailer,
      site: config,
      secret: config.authSecret,
      secureCookies: config.secureCookies,
      log,
    }),
  };
}
