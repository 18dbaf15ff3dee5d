// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../../test/stub-api';
import { FaqPage } from './faq-page';

beforeAll(async () => {
  await loadNamespace('faq', { en: () => import('../i18n/faq/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFaq() {
  stubApi({});
  renderWithApp(<FaqPage />, { me: null, path: '/faq' });
}

const search = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the FAQ' });
const questions = () => screen.queryAllByRole('button', { expanded: false }).concat(expandedButtons());
const expandedButtons = () => screen.queryAllByRole('button', { expanded: true });
// Category headings carry the category's id ("getting-started-title"); the closing call to action's does not.
const categoryHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((h) => h.id.endsWith('-title'))
    .map((h) => h.textContent);
const type = (text: string) => fireEvent.change(search(), { target: { value: text } });

describe('FaqPage', () => {
  it('shows the six categories with four questions each, all closed', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(categoryHeadings()).toEqual([
      'Getting Started',
      'Islamic Guidelines',
      'Matching & Search',
      'Communication & Safety',
      'Membership & Billing',
      'Success Stories & Results',
    ]);
    expect(questions()).toHaveLength(24);
    expect(expandedButtons()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Showing all 24 questions');
    const joins = screen.getAllByRole('link', { name: 'Join Now' });
    expect(joins.map((link) => link.getAttribute('href'))).toEqual(['/auth', '/auth']);
  });

  it('opens one item at a time, and closes the open one again', () => {
    renderFaq();
    const first = screen.getByRole('button', { name: 'How do I create an account?' });
    const second = screen.getByRole('button', { name: 'Who can join Mithaq?' });

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(false);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id);
    expect(screen.getByRole('region', { name: 'How do I create an account?' }).textContent).toMatch(
      /at least 6 characters/,
    );

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(expandedButtons()).toHaveLength(1);

    fireEvent.click(second);
    expect(expandedButtons()).toHaveLength(0);
    fireEvent.click(second);
    expect(expandedButtons()).toEqual([second]);
  });

  it('filters questions and answers, ignoring case, and hides empty categories', () => {
    renderFaq();
    type('REFUND'); // in a question, in any case
    expect(screen.getByRole('button', { name: 'Can I get a refund?' })).toBeTruthy();
    expect(categoryHeadings()).not.toContain('Getting Started');

    type('2,000 characters'); // only in an answer
    expect(questions().map((q) => q.textContent)).toEqual(['Is there a limit on messages?']);
    expect(categoryHeadings()).toEqual(['Communication & Safety']);
    expect(screen.getByRole('status').textContent).toBe('1 question matches “2,000 characters”');

    type('  wali  ');
    const shown = questions().map((q) => q.textContent);
    expect(shown).toContain('Can my family or wali be involved?');
    expect(shown.length).toBeLessThan(24);
  });

  it('shows No results found, and Clear Search brings everything back and focuses the box', () => {
    renderFaq();
    type('zzz nothing like this');
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(questions()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('0 questions match “zzz nothing like this”');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search().value).toBe('');
    expect(document.activeElement).toBe(search());
    expect(screen.queryByText('No results found')).toBeNull();
    expect(questions()).toHaveLength(24);
    const section = screen.getByRole('heading', { level: 2, name: 'Getting Started' }).closest('section')!;
    expect(within(section).getAllByRole('button')).toHaveLength(4);
  });
});
