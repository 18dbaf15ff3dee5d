import type { Auth } from '../auth/auth.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import type { Storage } from '../infra/storage.ts';
import type { EventBus } from '../realtime/events.ts';
import type { Role } from '../../shared/roles.ts';

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

export type Viewer = { id: string; email: string; name: string; role: Role };

export type AppEnv = {
  Variables: {
    deps: Deps;
    viewer: Viewer | null;
    requestId: string;
  };
};
