import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, memberSuspensions, sessions, users, verifications } from '../db/schema/index.ts';
import { acceptedOriginsOf, type SiteConfig } from '../http/same-site.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import { createMailLink, MAIL_LINK_KINDS } from '../infra/mail-links.ts';
import { passwordResetMail, verificationMail } from '../infra/mail-templates.ts';
import { checkChosenCredentials } from './credential-checks.ts';
import { DISABLED_AUTH_PATHS } from './auth-routes.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { PASSWORD_MAX, PASSWORD_MIN, FULL_NAME_MAX } from '../../shared/auth/auth-contract.ts';
import { SESSION_LIFETIME_SECONDS, sessionCookiePrefix } from './session-cookie.ts';

export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  site: SiteConfig;
  secret: string;
  secureCookies: boolean;
  log: Logger;
};

/**
 * A link e-mailed to a member opens where they asked for it: without PUBLIC_URL, on the address they
 * were using (http://127.0.0.1:3000 as well as localhost), so its session cookie is for that address.
 */
function linkFor(url: string, site: SiteConfig, request: Request | undefined): string {
  const origin = acceptedOriginsOf(site, request).at(-1);
  if (!origin || origin === site.publicUrl) return url;
  const link = new URL(url);
  return `${origin}${link.pathname}${link.search}`;
}

/** What a suspended member is told when they sign in (after their password was checked). */
export const SUSPENDED_MESSAGE =
  'This account is suspended. If you think this is a mistake, contact us through the Contact page.';

/**
 * No session for a suspended member (issue 21), whichever way it would start: sign-in, the verification
 * link, anything better-auth adds later. Asked after the password check, so it tells nobody else.
 */
async function refuseSuspended(db: Db, userId: string): Promise<void> {
  const rows = await db
    .select({ userId: memberSuspensions.userId })
    .from(memberSuspensions)
    .where(eq(memberSuspensions.userId, userId))
    .limit(1);
  if (rows.length > 0) {
    throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: SUSPENDED_MESSAGE });
  }
}

/** One statement: the first session of a member stamps welcomed_at and answers true, any later false. */
async function welcomeOnce(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ welcomedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.welcomedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export function createAuth({ db, mailer, site, secret, secureCookies, log }: AuthDeps) {
  return betterAuth({
    appName: 'Mithaq',
    baseURL: site.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: (request) => acceptedOriginsOf(site, request),
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
      // The mail shows a short link to better-auth's long one (infra/mail-links.ts); both live as long.
      resetPasswordTokenExpiresIn: MAIL_LINK_KINDS['reset-password'].seconds,
      sendResetPassword: async ({ user, url }, request) => {
        const link = await createMailLink(db, linkFor(url, site, request), 'reset-password');
        await mailer.send(await passwordResetMail(user.email, user.name, link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link signs the member in and their first page is /complete-profile (web: auth page).
      autoSignInAfterVerification: true,
      expiresIn: MAIL_LINK_KINDS['verify-email'].seconds,
      sendVerificationEmail: async ({ user, url }, request) => {
        const link = await createMailLink(db, linkFor(url, site, request), 'verify-email');
        await mailer.send(await verificationMail(user.email, user.name, link));
      },
    },
    user: {
      // Written by the sign-up hook below, never by the caller's body.
      additionalFields: {
        termsAcceptedAt: { type: 'date', required: false, input: false },
        // Comes with every resolved session (auth/middleware.ts loadViewer): a guardian account
        // (issue 23 item 5) is known without a query of its own. Set only by the guardians area.
        accountKind: { type: 'string', required: false, input: false, defaultValue: 'member' },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) =>
            ctx?.path === '/sign-up/email' ? { data: { ...user, termsAcceptedAt: new Date() } } : undefined,
        },
      },
      session: {
        create: {
          before: async (session) => {
            await refuseSuspended(db, session.userId);
          },
        },
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 3600 },
    // Our own limiter (auth/auth-throttle.ts) counts per IP and per account in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Routes the product does not use answer 404 (auth-routes.ts; auth-handler.ts refuses them first).
    disabledPaths: DISABLED_AUTH_PATHS,
    // better-auth's messages join our structured log instead of the console.
    logger: {
      log: (level, message) => log[level]({ source: 'better-auth' }, message),
    },
    advanced: {
      // Behind https every cookie is `__Host-mithaq.*` (session-cookie.ts); better-auth's own secure
      // prefix would be `__Secure-`, which still lets a subdomain set a Domain cookie, so it stays off.
      cookiePrefix: sessionCookiePrefix(secureCookies),
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Common or own-e-mail passwords and spoofing names (credential-checks.ts), on every route.
        await checkChosenCredentials(ctx);
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as { name?: unknown; email?: unknown; accept_terms?: unknown };
        if (body.accept_terms !== true) {
          throw new APIError('BAD_REQUEST', {
            code: 'TERMS_NOT_ACCEPTED',
            message: 'Please confirm the terms to create an account.',
          });
        }
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
      // A first session (the verification link's or a sign-in's) is a welcome; sign-in says which.
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession;
        if (!session) return;
        const first = await welcomeOnce(db, session.user.id);
        const returned: unknown = ctx.context.returned;
        if (ctx.path !== '/sign-in/email' || !returned || typeof returned !== 'object') return;
        if (returned instanceof Response) return;
        return ctx.json({ ...returned, first_sign_in: first });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
