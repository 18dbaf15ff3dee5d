import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadViewer, requireRole, requireSignedIn } from '../../auth/middleware.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { assignRole, roleOf } from '../../auth/roles.ts';
import { renderError } from '../../http/error-handler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and OpenAPI', () => {
  it('reports the database state', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { kind: string; ok: boolean } };
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.kind);
  });

  it('describes every route, including auth and /api/me', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/me',
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/reset-password',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('every answer', () => {
  it('carries the security headers', async () => {
    const response = await t.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/nope/me'],
    ] as const) {
      const response = await t.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('answers input the database cannot hold with 400, not 500', async () => {
    const response = await t.request('/api/profiles/a%00b');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
  });

  it('refuses state-changing requests from another origin', async () => {
    const response = await t.request('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('reports a missing web build instead of crashing', async () => {
    const response = await t.request('/some/page');
    expect(response.status).toBe(503);
  });
});

describe('GET /api/me', () => {
  it('is 401 without a session', async () => {
    const response = await t.request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it('is 401 with a forged cookie', async () => {
    const response = await t.request('/api/me', { cookie: 'mithaq.session_token=forged.value' });
    expect(response.status).toBe(401);
  });

  it('returns the own profile with both naming sets and the completion', async () => {
    const member = await buildSignedIn(t, {
      gender: 'male',
      profile: {
        currentCountry: 'Canada',
        currentState: 'Ontario',
        occupation: 'Engineer',
        educationalQualification: "Bachelor's Degree",
      },
    });
    const response = await t.request('/api/me', { cookie: member.cookie });
    const body = (await response.json()) as {
      profile: Record<string, unknown>;
      completion: number;
      role: string;
    };
    expect(body.role).toBe('user');
    expect(body.profile).toMatchObject({
      full_name: member.name,
      gender: 'male',
      location: 'Ontario, Canada',
      education: "Bachelor's Degree",
      educational_qualification: "Bachelor's Degree",
      email: member.email,
    });
    // full_name, gender, location, occupation, education = 5 of the 10 fields (issue 16: one rule)
    expect(body.completion).toBe(50);
  });
});

describe('roles', () => {
  it('reads the role, defaults to user and is replaced on assignment', async () => {
    const member = await buildSignedIn(t);
    expect(await roleOf(t.db, member.id)).toBe('user');
    await assignRole(t.db, member.id, 'moderator', null);
    expect(await roleOf(t.db, member.id)).toBe('moderator');
    await assignRole(t.db, member.id, 'admin', null);
    expect(await roleOf(t.db, member.id)).toBe('admin');
    const me = (await (await t.request('/api/me', { cookie: member.cookie })).json()) as { role: string };
    expect(me.role).toBe('admin');
  });

  // The real middleware chain on a probe app: admin routes of later issues use exactly this.
  it('requireRole: 401 anonymous, 403 too low, 200 enough', async () => {
    const seen: string[] = [];
    const probe = new Hono<AppEnv>();
    probe.use('*', async (c, next) => {
      c.set('deps', t.deps);
      c.set('viewer', null);
      await next();
    });
    probe.use('*', loadViewer);
    probe.get('/moderator', requireRole('moderator'), (c) => c.json({ ok: true }));
    probe.get('/signed-in', requireSignedIn, (c) => {
      seen.push(c.var.viewer?.id ?? '');
      return c.json({ ok: true });
    });
    probe.onError(renderError);
    const call = (path: string, cookie?: string) =>
      probe.request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
    const user = await buildSignedIn(t);
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const admin = await buildSignedIn(t, { role: 'admin' });
    expect((await call('/moderator')).status).toBe(401);
    expect((await call('/moderator', user.cookie)).status).toBe(403);
    expect((await call('/moderator', moderator.cookie)).status).toBe(200);
    expect((await call('/moderator', admin.cookie)).status).toBe(200);
    expect((await call('/signed-in')).status).toBe(401);
    expect((await call('/signed-in', user.cookie)).status).toBe(200);
    expect(seen).toEqual([user.id]);
  });
});
