import { z } from 'zod';
import { ZEmail } from '../../shared/auth/auth-contract.ts';
import { withoutNul } from '../../shared/text-rules.ts';

/**
 * The better-auth routes the product serves, and the only ones: auth-handler.ts answers 404 for any
 * other /api/auth/* path before better-auth sees it, and auth-openapi.ts documents exactly these.
 *
 * Each input is checked here before better-auth reads it, so that no value can reach the database that
 * it cannot store (PostgreSQL text refuses U+0000: a 500) and no type better-auth does not expect gets
 * through. These checks are about shape only (types, bounds, characters); the product's rules on names
 * and passwords (length, common passwords, spoofing characters) are better-auth's options and the hooks
 * of auth.ts, which answer their own codes (NAME_TOO_LONG, PASSWORD_TOO_SHORT, TERMS_NOT_ACCEPTED ...).
 * Every field better-auth reads is checked; other fields are ignored by better-auth and let through,
 * except at sign-up, where better-auth would store them on the user (image ...): refused there.
 */

/** Text better-auth may store or look up: bounded and without U+0000. */
const text = (max: number) => z.string().max(max).refine(withoutNul, { error: 'Must not contain U+0000' });
/** A token or a redirect target: bounded, and no control characters at all. */
const token = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !/\p{Cc}/u.test(value), { error: 'Must not contain control characters' });
const ZRedirect = token(2048).optional();
// z.email() lets U+0000 through, and the e-mail is looked up in the database.
const ZAuthEmail = text(1000).pipe(ZEmail);
const ZSecret = z.string().max(1024);

export type AuthRoute = {
  method: 'get' | 'post';
  /** In OpenAPI's form: `{token}` is a path parameter. */
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The path parameter's rule, for routes with one. */
  param?: z.ZodType;
};

export const AUTH_ROUTES: readonly AuthRoute[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary:
      'Create an account { name, email, password, accept_terms: true, callbackURL? }; 400 TERMS_NOT_ACCEPTED without the confirmation; a verification e-mail is sent.',
    body: z.strictObject({
      name: text(1000),
      email: ZAuthEmail,
      password: ZSecret,
      // Its rule (true, and only true) is the sign-up hook's, which answers TERMS_NOT_ACCEPTED.
      accept_terms: z.unknown().optional(),
      callbackURL: ZRedirect,
      rememberMe: z.boolean().optional(),
    }),
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary:
      'Sign in { email, password }; sets the session cookie and answers first_sign_in (the first session is a welcome). 403 EMAIL_NOT_VERIFIED until verified.',
    body: z.object({
      email: ZAuthEmail,
      password: ZSecret,
      callbackURL: ZRedirect,
      rememberMe: z.boolean().optional(),
    }),
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: "End this session on the server, clear the cookie and close the session's open sockets.",
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    summary: 'The current session and user (without the session token), or null.',
    query: z.object({
      disableCookieCache: z.enum(['true', 'false']).optional(),
      disableRefresh: z.enum(['true', 'false']).optional(),
    }),
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Verification link target (?token, ?callbackURL): verifies, signs in, redirects to callbackURL.',
    query: z.object({ token: token(4096), callbackURL: ZRedirect }),
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    summary:
      'Send the verification e-mail again { email, callbackURL }; always 200 { status: true }; 3 per address in 10 minutes.',
    body: z.object({ email: ZAuthEmail, callbackURL: ZRedirect }),
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary: 'E-mail a reset link { email, redirectTo }; always 200.',
    body: z.object({ email: ZAuthEmail, redirectTo: ZRedirect }),
  },
  {
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    summary: 'Reset link target (?callbackURL); redirects to callbackURL?token=.',
    query: z.object({ callbackURL: ZRedirect }),
    param: token(256),
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary:
      'Set a new password { newPassword, token }; ends every session of the account and closes their sockets.',
    body: z.object({ newPassword: ZSecret, token: token(256) }),
    // better-auth also reads a token from the query; the product sends it in the body.
    query: z.object({ token: token(256).optional() }),
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    summary:
      'Change the password { currentPassword, newPassword }; always signs out every other device (revokeOtherSessions is forced) and sets a new session cookie.',
    body: z.object({
      currentPassword: ZSecret,
      newPassword: ZSecret,
      revokeOtherSessions: z.boolean().optional(),
    }),
  },
];

/**
 * better-auth's routes the product does not use, switched off in its own router too (auth.ts
 * `disabledPaths`); auth-handler.ts refuses them, and any route better-auth adds later, first.
 */
export const DISABLED_AUTH_PATHS = [
  '/update-user',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/update-session',
  '/verify-password',
  '/sign-in/social',
  '/link-social',
  '/list-accounts',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
  '/ok',
  '/error',
];

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)').replace(/\//g, '\\/')}$`);
const MATCHERS = AUTH_ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

/** The enabled route for this request and its path parameter, or null (a 404). */
export function findAuthRoute(method: string, path: string): { route: AuthRoute; param?: string } | null {
  for (const { route, pattern } of MATCHERS) {
    if (route.method !== method.toLowerCase()) continue;
    const match = pattern.exec(path);
    if (match) return { route, param: match[1] };
  }
  return null;
}
