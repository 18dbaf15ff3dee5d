// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../../test/stub-api';
import { HowItWorksPage } from '../how-it-works/how-it-works-page';
import { PrivacyPage } from '../legal/privacy-page';
import { TermsPage } from '../legal/terms-page';
import { SuccessStoriesPage } from '../success-stories/success-stories-page';
import { AboutPage } from './about-page';

beforeAll(async () => {
  await Promise.all([
    loadNamespace('about', { en: () => import('../i18n/about/en.json') }),
    loadNamespace('howItWorks', { en: () => import('../i18n/howItWorks/en.json') }),
    loadNamespace('stories', { en: () => import('../i18n/stories/en.json') }),
    loadNamespace('legal', { en: () => import('../i18n/legal/en.json') }),
  ]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(Page: ComponentType) {
  stubApi({});
  renderWithApp(<Page />, { me: null, path: '/page' });
}

const pages: [string, ComponentType][] = [
  ['About', AboutPage],
  ['How It Works', HowItWorksPage],
  ['Success Stories', SuccessStoriesPage],
  ['Privacy', PrivacyPage],
  ['Terms', TermsPage],
];

describe('public information pages', () => {
  it.each(pages)('%s has one h1 and a Join Now link to /auth', (_name, Page) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const joins = screen.getAllByRole('link', { name: 'Join Now' });
    expect(joins.every((link) => link.getAttribute('href') === '/auth')).toBe(true);
  });

  it('About shows the six Islamic values', () => {
    renderPage(AboutPage);
    const values = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
    for (const name of ['Taqwa', 'Amanah', 'Ihsan', 'Adl', 'Haya', 'Rahmah']) {
      expect(values.some((text) => text.startsWith(name))).toBe(true);
    }
  });

  it('How It Works names the four steps in order', () => {
    renderPage(HowItWorksPage);
    const steps = within(screen.getByRole('list', { name: 'The four steps' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(steps).toEqual([
      'Create Your Profile',
      'Browse & Search',
      'Connect Respectfully',
      'Find Your Match',
    ]);
  });

  it('Success Stories shows six couples with a place, a marriage date and tags', () => {
    renderPage(SuccessStoriesPage);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getAllByText(/^Married \w+ \d{4}$/)).toHaveLength(6);
    expect(screen.getAllByRole('list', { name: 'Themes' })).toHaveLength(6);
    expect(screen.getByText(/gave us permission to publish them/)).toBeTruthy();
  });

  it.each([
    ['Privacy', PrivacyPage],
    ['Terms', TermsPage],
  ] as const)(
    '%s has the date, a table of contents linking to its sections, the law and the contact',
    (_name, Page) => {
      renderPage(Page);
      expect(screen.getByText('Last updated: January 1, 2024')).toBeTruthy();
      const toc = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(toc).getAllByRole('link');
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        const target = document.getElementById(link.getAttribute('href')!.slice(1));
        expect(target?.tagName).toBe('SECTION');
      }
      const law = document.getElementById('governing-law')!;
      expect(law.textContent).toContain('Ontario');
      expect(law.textContent).toContain('Canada');
      expect(document.getElementById('contact')?.textContent).toContain('within 24 hours');
      expect(screen.getByRole('link', { name: 'info@mithaq.com' }).getAttribute('href')).toBe(
        'mailto:info@mithaq.com',
      );
    },
  );
});
