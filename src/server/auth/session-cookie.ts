/** better-auth's cookie prefix: the session cookie is `mithaq.session_token`. */
export const SESSION_COOKIE_PREFIX = 'mithaq';
/** better-auth's session cookie, with the __Secure- prefix it adds behind https. */
const SESSION_COOKIE = new RegExp(`(^|;\\s*)(__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

/** Whether a request carries a session cookie at all (valid or not: only the database can say). */
export const hasSessionCookie = (cookieHeader: string | undefined): boolean =>
  cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
