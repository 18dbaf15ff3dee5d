import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { ZErrorResponse } from '../http/openapi.ts';

/** better-auth's routes, described by hand so /api/openapi.json lists every route the app serves. */
const AUTH_PATHS: { method: 'get' | 'post'; path: string; summary: string }[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary:
      'Create an account { name, email, password, accept_terms: true, callbackURL? }; 400 TERMS_NOT_ACCEPTED without the confirmation; a verification e-mail is sent.',
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary:
      'Sign in { email, password }; sets the session cookie and answers first_sign_in (the first session is a welcome). 403 EMAIL_NOT_VERIFIED until verified.',
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'End the session on the server and clear the cookie.',
  },
  { method: 'get', path: '/api/auth/get-session', summary: 'The current session and user, or null.' },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Verification link target (?token, ?callbackURL): verifies, signs in, redirects to callbackURL.',
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    summary:
      'Send the verification e-mail again { email, callbackURL }; always 200 { status: true }; 3 per address in 10 minutes.',
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary: 'E-mail a reset link { email, redirectTo }; always 200.',
  },
  {
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    summary: 'Reset link target; redirects to redirectTo?token=.',
  },
  { method: 'post', path: '/api/auth/reset-password', summary: 'Set a new password { newPassword, token }.' },
];

/** Lists better-auth's routes in /api/openapi.json beside ours. */
export function registerAuthPaths<E extends Env>(app: OpenAPIHono<E>): void {
  for (const { method, path, summary } of AUTH_PATHS) {
    app.openAPIRegistry.registerPath({
      method,
      path,
      tags: ['auth'],
      summary,
      responses: {
        200: { description: 'OK' },
        400: { description: 'Invalid input', content: { 'application/json': { schema: ZErrorResponse } } },
      },
    });
  }
}
