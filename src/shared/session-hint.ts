/**
 * The server knows whether a page request carries a session cookie (it is HttpOnly, so the page cannot
 * see it). When it does not, the HTML says so in this meta tag and the web app starts as a visitor
 * straight away, without asking GET /api/me (which could only answer 401). A hint, never a grant:
 * with a cookie the app still asks the server who is signed in.
 */
export const SESSION_HINT_META = 'mithaq-session';
export const NO_SESSION = 'none';
