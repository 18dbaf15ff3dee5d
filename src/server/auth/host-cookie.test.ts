import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, cookieFrom } from '../../../tests/support/factories/members.ts';
import { listenWithHub, openSocket, type Listening } from '../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Behind https the session cookie is `__Host-mithaq.session_token` (session-cookie.ts): Secure, Path=/
// and no Domain, which the browser enforces for that prefix.
const SITE = 'https://mithaq.example';

let t: TestApp;
let server: Listening;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  server = await listenWithHub(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('the session cookie behind https', () => {
  it('is set as __Host-mithaq.session_token; Secure; Path=/ without Domain, and opens /api/me and the socket', async () => {
    const member = await buildMember(t.db);
    const signedIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
      headers: { origin: SITE },
    });
    expect(signedIn.status).toBe(200);
    const setCookies = signedIn.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith('__Host-mithaq.session_token='));
    expect(session, setCookies.join('\n')).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*Path=\/(;|$)/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).not.toMatch(/Domain=/i);
    // No cookie of ours keeps the weaker __Secure- prefix or a bare name behind https.
    for (const cookie of setCookies) expect(cookie).toMatch(/^__Host-/);

    const cookie = cookieFrom(signedIn);
    const me = await t.request('/api/me', { cookie, headers: { origin: SITE } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: member.email } });

    const socket = await openSocket(server.wsUrl, cookie, SITE);
    await socket.close();
  });

  it('no longer reads the bare development name behind https', async () => {
    const member = await buildMember(t.db);
    const signedIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
      headers: { origin: SITE },
    });
    const bare = cookieFrom(signedIn).replace('__Host-', '');
    expect((await t.request('/api/me', { cookie: bare, headers: { origin: SITE } })).status).toBe(401);
  });
});
