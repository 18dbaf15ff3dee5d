// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPublicPage } from '../features/cms/cms-test-data';
import { ME_QUERY_KEY } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { json, stubApi } from '../test/stub-api';
import { Providers } from './providers';
import { routes } from './router';

// The route's lazy modules, imported before the tests: inside one, their first import (transformed on
// demand) can take seconds on a busy machine and eat the test's time.
beforeAll(async () => {
  await Promise.all([
    import('../features/cms/blog/cms-public-page'),
    import('../features/site/contact/contact-form-card'),
    import('../features/errors/not-found-page'),
  ]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The app's own routes at `path` for a visitor: the CMS page route composes what the page shows. */
function renderApp(path: string) {
  stubApi({
    'GET /api/menus/header': () => json({ menu: null }),
    'GET /api/pages/reach-us': () => json(buildPublicPage({ template: 'contact' })),
    'GET /api/pages/our-mission': () =>
      json(buildPublicPage({ id: 'pg2', slug: 'our-mission', title: 'Our Mission' })),
  });
  vi.stubGlobal('scrollTo', () => undefined); // jsdom has no layout to scroll (ScrollRestoration)
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, null);
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Providers>,
  );
}

describe('a CMS page at /{slug}', () => {
  it("in the 'contact' template shows the site's contact form under its content", async () => {
    renderApp('/reach-us');
    const title = await screen.findByRole('heading', { level: 1, name: 'Reach us' }, { timeout: 4000 });
    const article = title.closest('article')!;
    expect(within(article).getByText('Our team answers every message.')).toBeTruthy();
    // The form's code comes with the page only in this template (its own boundary): it follows the content.
    expect(
      await within(article).findByRole('heading', { level: 2, name: 'Send us a message' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(within(article).getByLabelText(/^Email Address/)).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('in another template shows no contact form', async () => {
    renderApp('/our-mission');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Mission' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
  });
});
