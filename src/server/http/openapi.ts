import { z } from '@hono/zod-openapi';

export const ZErrorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

/** better-auth's routes, described by hand so /api/openapi.json lists every route the app serves. */
export const AUTH_PATHS: { method: 'get' | 'post'; path: string; summary: string }[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account { name, email, password, callbackURL? }; a verification e-mail is sent.',
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in { email, password }; sets the session cookie. 403 EMAIL_NOT_VERIFIED until verified.',
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
    summary: 'Verification link target (?token, ?callbackURL).',
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    summary: 'Send the verification e-mail again { email }.',
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
