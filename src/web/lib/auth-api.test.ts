// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const ME = {
  user: { id: 'u1', email: 'a@b.c', name: 'A', email_verified: true, created_at: '2026-01-01' },
  role: 'user',
  profile: null,
  completion: 0,
};

async function freshFetchMe(headHtml: string) {
  document.head.innerHTML = headHtml;
  vi.resetModules();
  return (await import('./auth-api')).fetchMe;
}

function answerMe() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(ME), { status: 200 }));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('fetchMe and the no-session hint', () => {
  it('answers "signed out" without a request once, then asks the server again', async () => {
    const fetchMe = await freshFetchMe('<meta name="mithaq-session" content="none">');
    const fetchSpy = answerMe();
    expect(await fetchMe()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    // After signing in the hint is stale: the next question goes to the server.
    expect(await fetchMe()).toMatchObject({ user: { id: 'u1' }, role: 'user' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the page came with a session cookie (no hint)', async () => {
    const fetchMe = await freshFetchMe('');
    const fetchSpy = answerMe();
    expect(await fetchMe()).toMatchObject({ user: { id: 'u1' } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
