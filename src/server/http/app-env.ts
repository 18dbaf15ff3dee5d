import type { Auth } from '../auth/auth.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import type { Storage } from '../infra/storage.ts';
import type { EventBus } from '../realtime/events.ts';

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
};

/** Who is asking. Their role is not here: requireRole() and /api/me read it fresh (auth/middleware.ts). */
export type Viewer = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    deps: Deps;
    viewer: Viewer | null;
    requestId: string;
  };
};
