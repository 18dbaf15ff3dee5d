import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/auth/auth-contract.ts';
import { isBlankPassword, isOwnEmail } from '../../shared/auth/password-rules.ts';
import { isSafePersonName } from '../../shared/rules/person-name.ts';
import { englishIssueText, issue } from '../../shared/validation/issues.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The product's rules on what a member chooses, for every better-auth route that stores a password or a
 * name (auth.ts `hooks.before`): sign-up, reset-password and change-password. The spec's length rule
 * is better-auth's too (minPasswordLength) but answered here first with the spec's sentence; a password
 * that is only spaces, one of the common passwords, or the member's own e-mail is refused with a 400
 * and a code of its own (PASSWORD_TOO_COMMON, PASSWORD_IS_EMAIL) whose message the web shows as it is.
 * A name with control, direction or stray invisible characters is refused too (NAME_INVALID_CHARACTER,
 * shared/rules/person-name.ts), as on the profile form.
 */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const PASSWORD_ROUTES = ['/sign-up/email', '/reset-password', '/change-password'] as const;

const refusal = (code: string, text: string) =>
  new APIError('BAD_REQUEST', { code, message: englishIssueText(text) });

const checkedLength = (password: unknown): password is string =>
  typeof password === 'string' && password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

/**
 * Null when a new password may be used. Length keeps better-auth's codes but says the spec's sentence
 * ('Password must be at least 6 characters long.'), as the form does; then spaces and the common list.
 */
export function newPasswordRefusal(password: unknown): APIError | null {
  if (typeof password !== 'string') return null;
  if (password.length < PASSWORD_MIN) return refusal('PASSWORD_TOO_SHORT', issue('password_too_short'));
  if (password.length > PASSWORD_MAX) return refusal('PASSWORD_TOO_LONG', issue('password_too_long'));
  if (!isBlankPassword(password) && !isCommonPassword(password)) return null;
  return refusal('PASSWORD_TOO_COMMON', issue('password_too_common'));
}

/** Null unless the password is the account's e-mail address or the part before its @. */
export function ownEmailRefusal(password: unknown, email: string | null): APIError | null {
  if (!checkedLength(password) || !email || !isOwnEmail(password, email)) return null;
  return refusal('PASSWORD_IS_EMAIL', issue('password_is_email'));
}

export function nameRefusal(name: unknown): APIError | null {
  if (typeof name !== 'string' || isSafePersonName(name)) return null;
  return refusal('NAME_INVALID_CHARACTER', issue('name_invalid_character'));
}

/** Whose password a reset sets: the token names the account (better-auth checks the token itself after). */
async function resettingEmail(ctx: HookContext, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 256 || /\p{Cc}/u.test(token)) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return null;
  const user = await ctx.context.internalAdapter.findUserById(verification.value);
  return user?.email ?? null;
}

async function accountEmail(ctx: HookContext, body: Record<string, unknown>): Promise<string | null> {
  switch (ctx.path) {
    case '/sign-up/email':
      return typeof body.email === 'string' ? body.email : null;
    case '/reset-password':
      return resettingEmail(ctx, body.token ?? ctx.query?.token);
    default:
      return (await getSessionFromCtx(ctx))?.user.email ?? null;
  }
}

/** Throws the refusal for a weak new password or an unsafe name; does nothing on other routes. */
export async function checkChosenCredentials(ctx: HookContext): Promise<void> {
  if (!(PASSWORD_ROUTES as readonly string[]).includes(ctx.path)) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') {
    const unsafeName = nameRefusal(body.name);
    if (unsafeName) throw unsafeName;
  }
  const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
  // The list and spaces first: they need no lookup, so a bad token costs no query.
  const weak = newPasswordRefusal(password);
  if (weak) throw weak;
  const own = ownEmailRefusal(password, await accountEmail(ctx, body));
  if (own) throw own;
}
