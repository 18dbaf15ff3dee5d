// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { RequireAuth } from './require-auth';

/** Issue 23 item 5: a guardian account never sees a member screen; its home is /guardian. */

const guardian = buildMe({ account_kind: 'guardian' });
const routes = [{ path: '/guardian', element: <h1>Guardian home</h1> }];

afterEach(cleanup);

describe('RequireAuth and guardian accounts', () => {
  it('sends a guardian account from a member screen to /guardian', async () => {
    renderWithApp(
      <RequireAuth>
        <h1>Browse</h1>
      </RequireAuth>,
      { me: guardian, path: '/browse', routes },
    );
    expect(await screen.findByRole('heading', { name: 'Guardian home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Browse' })).toBeNull();
  });

  it("lets it in on the guardian's own screens, and members everywhere", async () => {
    renderWithApp(
      <RequireAuth allowGuardian>
        <h1>Ward</h1>
      </RequireAuth>,
      { me: guardian, path: '/guardian/wards/w1', routes },
    );
    expect(await screen.findByRole('heading', { name: 'Ward' })).toBeTruthy();
    cleanup();
    renderWithApp(
      <RequireAuth>
        <h1>Browse</h1>
      </RequireAuth>,
      { me: buildMe(), path: '/browse', routes },
    );
    expect(await screen.findByRole('heading', { name: 'Browse' })).toBeTruthy();
  });
});
