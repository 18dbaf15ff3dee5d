import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env. Everything else receives a typed Config. */
const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Mithaq <no-reply@mithaq.local>'),
    SUPPORT_EMAIL: z.email().default('support@mithaq.local'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
    SEED: z.enum(['demo', 'site', 'none']).optional(),
    MATCH_LIST_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
    PLAN_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    TEST_CLOCK: z.enum(['true', 'false']).default('false'),
    SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_...)')
      .optional(),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when DATABASE_URL is set',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is the password of ADMIN_EMAIL, which is not set',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
      });
    }
  });

export type Config = {
  port: number;
  /** Where the site is: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /** PUBLIC_URL was given: it is then the only origin accepted (http/same-site.ts). */
  publicUrlSet: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact form messages are e-mailed. */
  supportEmail: string;
  /**
   * ADMIN_EMAIL's account is made admin at every start. With ADMIN_PASSWORD that password is
   * authoritative; without it a new account gets a long random password, printed once.
   */
  admin: { email: string; password: string | undefined } | undefined;
  /**
   * 'demo' seeds an empty database; 'site' only the public site's content (header menu), no members;
   * undefined means "demo when the embedded database is empty".
   */
  seed: 'demo' | 'site' | 'none' | undefined;
  /**
   * How long a member's computed /matches list is reused (match-lists.ts): newcomers and other members'
   * profile edits reach it within this time, or at once with Refresh. 0 computes every request.
   */
  matchListTtlSeconds: number;
  /**
   * How long an instance remembers which plan a member is on (domain/membership/member-plan.ts); every
   * membership change clears it on every instance at once. 0 reads the plan on every check.
   */
  planCacheSeconds: number;
  logLevel: string;
  trustProxy: boolean;
  secureCookies: boolean;
  /**
   * Checkout (issue 19). The built-in sandbox signs its webhooks with sandboxWebhookSecret
   * (SANDBOX_WEBHOOK_SECRET, else derived from the auth secret, so every instance agrees); Stripe is
   * used instead when both of its keys are set.
   */
  /**
   * TEST_CLOCK=true: browser tests may move the server's clock (POST /api/test/clock) to see periods
   * end and renew without waiting. Refused unless the site is at a local address.
   */
  testClock: boolean;
  payments: {
    sandboxWebhookSecret: string;
    stripe: { secretKey: string; webhookSecret: string } | undefined;
  };
};

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Embedded mode keeps a generated secret beside the data so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const authSecret = e.AUTH_SECRET ?? embeddedSecret(dataDir);
  const testClock = e.TEST_CLOCK === 'true';
  if (testClock && !LOCAL_ORIGIN.test(publicUrl))
    throw new ConfigError(['TEST_CLOCK: only for tests at a local address (localhost, 127.0.0.1, [::1])']);
  return {
    port: e.PORT,
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seed: e.SEED,
    matchListTtlSeconds: e.MATCH_LIST_TTL_SECONDS,
    planCacheSeconds: e.PLAN_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    secureCookies: publicUrl.startsWith('https://'),
    testClock,
    payments: {
      sandboxWebhookSecret:
        e.SANDBOX_WEBHOOK_SECRET ??
        createHmac('sha256', authSecret).update('mithaq sandbox webhooks').digest('hex'),
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
          : undefined,
    },
  };
}
