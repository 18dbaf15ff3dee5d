// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCmsPublicPage } from '../../../../shared/cms/blog-contract';
import { buildPublicPage } from '../cms-test-data';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { CmsPublicPage } from './cms-public-page';

beforeAll(async () => {
  await loadNamespace('blog', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NotFound = () => <h1>Oops! Page not found</h1>;

function renderPage(template: TCmsPublicPage['template']) {
  stubApi({ 'GET /api/pages/reach-us': () => json(buildPublicPage({ template })) });
  renderWithApp(<CmsPublicPage NotFound={NotFound} contactForm={<form aria-label="Contact form" />} />, {
    me: null,
    path: '/reach-us',
    routePath: '/:slug',
  });
}

describe('CmsPublicPage', () => {
  it("shows the contact form under the content of a page in the 'contact' template", async () => {
    renderPage('contact');
    const title = await screen.findByRole('heading', { level: 1, name: 'Reach us' });
    const content = screen.getByText('Our team answers every message.');
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(title.closest('article')?.contains(form)).toBe(true);
    expect(content.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(['default', 'full-width', 'landing'] as const)(
    'shows no contact form in the %s template',
    async (template) => {
      renderPage(template);
      expect(await screen.findByRole('heading', { level: 1, name: 'Reach us' })).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Contact form' })).toBeNull();
    },
  );
});
