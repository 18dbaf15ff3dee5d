import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { signIn } from '../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin bootstrap', () => {
  it('creates a verified admin, and restores its password and role on the next start', async () => {
    const { ensureAdmin } = await import('./admin-bootstrap.ts');
    const { assignRole } = await import('./roles.ts');
    const admin = { email: 'Boss@Example.com', password: 'admin-pass-1' };
    expect(await ensureAdmin(t.db, admin)).toBe('created');
    const cookie = await signIn(t, { email: 'boss@example.com', password: 'admin-pass-1' });
    const me = (await (await t.request('/api/me', { cookie })).json()) as { role: string };
    expect(me.role).toBe('admin');

    const row = (await t.db.select().from(users).where(eq(users.email, 'boss@example.com')))[0]!;
    await assignRole(t.db, row.id, 'user', null);
    expect(await ensureAdmin(t.db, { ...admin, password: 'changed-pass-2' })).toBe('updated');
    await expect(signIn(t, { email: 'boss@example.com', password: 'changed-pass-2' })).resolves.toMatch(
      /session_token/,
    );
    const again = (await (
      await t.request('/api/me', {
        cookie: await signIn(t, { email: 'boss@example.com', password: 'changed-pass-2' }),
      })
    ).json()) as { role: string };
    expect(again.role).toBe('admin');
  });

  it('gives an admin made without ADMIN_PASSWORD a long random password, and keeps it on later starts', async () => {
    const { ensureAdminAccount } = await import('./admin-bootstrap.ts');
    const first = await ensureAdminAccount(t.db, 'Owner@Example.org');
    expect(first.outcome).toBe('created');
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const cookie = await signIn(t, { email: 'owner@example.org', password: first.generatedPassword! });
    const me = (await (await t.request('/api/me', { cookie })).json()) as { role: string };
    expect(me.role).toBe('admin');

    const again = await ensureAdminAccount(t.db, 'owner@example.org');
    expect(again).toEqual({ outcome: 'updated', generatedPassword: null });
    await expect(
      signIn(t, { email: 'owner@example.org', password: first.generatedPassword! }),
    ).resolves.toMatch(/session_token/);
  });
});
