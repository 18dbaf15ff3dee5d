import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, cookieFrom, type Member } from '../../../tests/support/factories/members.ts';
import { shortLinkIn } from '../../../tests/support/mail-links.ts';
import { listenWithHub, openSocket, refusal, type Listening } from '../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

const LOOPBACK = 'http://127.0.0.1:3000';

/** A browser's request to the app at `address`, from a page whose origin is `origin`. */
function requestAt(t: TestApp, address: string, origin: string, path: string, json: unknown) {
  return t.app.request(`${address}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
    body: JSON.stringify(json),
  });
}

describe('without PUBLIC_URL: the site is wherever it was opened', () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: '' });
    member = await buildMember(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints and trusts http://localhost:PORT', () => {
    expect(t.config.publicUrl).toBe('http://localhost:3000');
    expect(t.config.publicUrlSet).toBe(false);
  });

  it('signs a member in, and takes their forms, on http://127.0.0.1', async () => {
    const signIn = await requestAt(t, LOOPBACK, LOOPBACK, '/api/auth/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status).toBe(200);
    const subscribe = await requestAt(t, LOOPBACK, LOOPBACK, '/api/newsletter', {
      email: 'loopback-reader@example.com',
    });
    expect(subscribe.status).toBeLessThan(300);
  });

  it('refuses a page of another site, whatever address it targets', async () => {
    for (const [address, origin] of [
      [LOOPBACK, 'https://evil.example'],
      [LOOPBACK, 'http://127.0.0.1:4000'],
      ['http://localhost:3000', LOOPBACK],
    ] as const) {
      const answer = await requestAt(t, address, origin, '/api/newsletter', {
        email: 'forged@example.com',
      });
      expect(answer.status, `${origin} -> ${address}`).toBe(403);
      expect(await answer.json()).toEqual({
        error: { code: 'FORBIDDEN_ORIGIN', message: 'Requests from another site are not accepted.' },
      });
    }
  });

  it('mails links for the address the member signed up on', async () => {
    const email = 'loopback-signup@example.com';
    const signUp = await requestAt(t, LOOPBACK, LOOPBACK, '/api/auth/sign-up/email', {
      name: 'Loopback Member',
      email,
      password: 'amber-lantern-12',
      accept_terms: true,
      callbackURL: '/auth?verified=1',
    });
    expect(signUp.status).toBe(200);
    const mail = (await t.outbox()).find((m) => m.to.includes(email));
    // The short link (infra/mail-links.ts) is on that address; it redirects by path, so stays there.
    expect(shortLinkIn(mail)?.startsWith(`${LOOPBACK}/l/`)).toBe(true);
  });

  it('opens the realtime socket from the address the page is on, and refuses another site', async () => {
    const server: Listening = await listenWithHub(t);
    try {
      const signIn = await requestAt(t, LOOPBACK, LOOPBACK, '/api/auth/sign-in/email', {
        email: member.email,
        password: member.password,
      });
      const cookie = cookieFrom(signIn);
      const page = server.httpUrl; // http://127.0.0.1:<its port>
      const socket = await openSocket(server.wsUrl, cookie, page);
      socket.ws.close();
      expect(
        await refusal(server.wsUrl, { cookie, origin: 'https://evil.example', host: new URL(page).host }),
      ).toMatchObject({ status: 403 });
    } finally {
      await server.close();
    }
  });
});

describe('with PUBLIC_URL: that origin only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://mithaq.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the loopback address even when the request went there', async () => {
    const answer = await requestAt(t, LOOPBACK, LOOPBACK, '/api/newsletter', {
      email: 'loopback@example.com',
    });
    expect(answer.status).toBe(403);
    const ok = await requestAt(t, LOOPBACK, 'https://mithaq.example', '/api/newsletter', {
      email: 'public@example.com',
    });
    expect(ok.status).toBeLessThan(300);
  });
});
