/** better-auth's cookie prefix over http (development): the session cookie is `mithaq.session_token`. */
export const SESSION_COOKIE_PREFIX = 'mithaq';
/**
 * Behind https the prefix is `__Host-mithaq`: the browser then accepts the cookie only with Secure,
 * Path=/ and no Domain, so neither a sibling subdomain nor a plain-http page can plant or widen it.
 */
export const HOST_SESSION_COOKIE_PREFIX = `__Host-${SESSION_COOKIE_PREFIX}`;
/** How long a session lasts; better-auth extends it once a day while it is used. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;

/** The cookie prefix better-auth is given (auth.ts), by whether the site is served over https. */
export const sessionCookiePrefix = (secure: boolean): string =>
  secure ? HOST_SESSION_COOKIE_PREFIX : SESSION_COOKIE_PREFIX;

/** better-auth's session cookie, either name (the server reads whichever better-auth set). */
const SESSION_COOKIE = new RegExp(`(^|;\\s*)(__Host-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

/** Whether a request carries a session cookie at all (valid or not: only the database can say). */
export const hasSessionCookie = (cookieHeader: string | undefined): boolean =>
  cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);

const SESSION_COOKIE_VALUES = new RegExp(
  `(?:^|;\\s*)((?:__Host-)?${SESSION_COOKIE_PREFIX}\\.session_token)=([^;]*)`,
  'g',
);

/**
 * Every session cookie of a request, name=value, in order (what better-auth reads the session from), or
 * null without one: the key of the session cache.
 */
export function sessionCookieKey(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const found = [...cookieHeader.matchAll(SESSION_COOKIE_VALUES)].map((m) => `${m[1]}=${m[2]}`);
  return found.length > 0 ? found.join('; ') : null;
}
