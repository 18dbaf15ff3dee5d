import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/index.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import { passwordResetMail, verificationMail } from '../infra/mail-templates.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { PASSWORD_MAX, PASSWORD_MIN, FULL_NAME_MAX } from '../../shared/auth/auth-contract.ts';
import { SESSION_COOKIE_PREFIX, SESSION_LIFETIME_SECONDS } from './session-cookie.ts';

export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  secureCookies: boolean;
  log: Logger;
};

export function createAuth({ db, mailer, publicUrl, secret, secureCookies, log }: AuthDeps) {
  return betterAuth({
    appName: 'Mithaq',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 3600 },
    // Our own limiter (http/auth-throttle.ts) counts per IP and per account in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // better-auth's messages join our structured log instead of the console.
    logger: {
      log: (level, message) => log[level]({ source: 'better-auth' }, message),
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as { name?: unknown; email?: unknown };
        const name = typeof body.name === 'string' ? body.name.trim() : '';
        if (!name)
          throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'Full name is required' });
        if (name.length > FULL_NAME_MAX) {
          throw new APIError('BAD_REQUEST', {
            code: 'NAME_TOO_LONG',
            message: `Full name must be at most ${FULL_NAME_MAX} characters`,
          });
        }
        // The product tells people plainly that they already have an account (spec: 'Account Exists');
        // enumeration is bounded by the per-IP throttle on this route.
        if (typeof body.email !== 'string') return;
        const existing = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, body.email.trim().toLowerCase()))
          .limit(1);
        if (existing.length > 0) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS',
            message: 'User already registered',
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
