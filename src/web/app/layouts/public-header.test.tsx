// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMenuItem, TMenuResponse } from '../../../shared/site/site-contract';
import { renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { PublicHeader } from './public-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (overrides: Partial<TMenuItem> & Pick<TMenuItem, 'id' | 'title' | 'href'>): TMenuItem => ({
  target: '_self',
  css_class: null,
  children: [],
  ...overrides,
});

const MENU: TMenuResponse = {
  menu: {
    id: 'm1',
    name: 'Main menu',
    location: 'header',
    items: [
      item({
        id: 'about',
        title: 'About',
        href: '/about',
        css_class: 'menu-about',
        children: [
          item({ id: 'how', title: 'How It Works', href: '/how-it-works' }),
          item({ id: 'stories', title: 'Success Stories', href: '/success-stories' }),
        ],
      }),
      item({
        id: 'more',
        title: 'More',
        href: '#',
        children: [item({ id: 'faq', title: 'FAQ', href: '/faq' })],
      }),
      item({ id: 'ext', title: 'Our Charity', href: 'https://example.org/charity', target: '_blank' }),
    ],
  },
};

function renderHeader(answer: TMenuResponse) {
  const fetchSpy = stubApi({ 'GET /api/menus/header': () => json(answer) });
  renderWithApp(<PublicHeader />, { me: null });
  return fetchSpy;
}

const siteNav = () => screen.getAllByRole('navigation', { name: 'Site' })[0]!;

describe('PublicHeader menu', () => {
  it('renders the items, children nested under their parent, with the css class and hrefs', async () => {
    renderHeader(MENU);
    const nav = await waitFor(siteNav);
    const about = within(nav).getByRole('link', { name: 'About' });
    expect(about.getAttribute('href')).toBe('/about');
    expect(about.className).toContain('menu-about');
    const children = within(nav).getAllByRole('link', { hidden: true, name: /How It Works|Success Stories/ });
    expect(children.map((a) => a.getAttribute('href'))).toEqual(['/how-it-works', '/success-stories']);
    // The children live in the list under their parent's item.
    expect(about.closest('li')?.contains(children[0]!)).toBe(true);
    // A parent whose href is '#' is only a toggle, named by its title.
    expect(within(nav).getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/auth');
  });

  it('puts Sign In beside Join Now, both to /auth', async () => {
    renderHeader(MENU);
    await waitFor(siteNav);
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    const joinNow = screen.getByRole('link', { name: 'Join Now' });
    expect(signIn.getAttribute('href')).toBe('/auth');
    expect(joinNow.getAttribute('href')).toBe('/auth');
    // Side by side, Sign In first: the next element after it is Join Now.
    expect(signIn.nextElementSibling).toBe(joinNow);
  });

  it('gives a new-tab link rel="noopener noreferrer" and keeps external links plain', async () => {
    renderHeader(MENU);
    const link = within(await waitFor(siteNav)).getByRole('link', { name: 'Our Charity' });
    expect(link.getAttribute('href')).toBe('https://example.org/charity');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders no menu when the location has none, but still Brand, Sign In and Join Now', async () => {
    const fetchSpy = renderHeader({ menu: null });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Join Now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mithaq' })).toBeTruthy();
  });

  it('renders no menu when the request fails', async () => {
    const fetchSpy = stubApi({
      'GET /api/menus/header': () => json({ error: { code: 'X', message: 'x' } }, 500),
    });
    renderWithApp(<PublicHeader />, { me: null });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Join Now' })).toBeTruthy();
  });

  it('opens with Enter, focuses the first child with ArrowDown, and Escape closes and refocuses', async () => {
    renderHeader(MENU);
    const nav = await waitFor(siteNav);
    const toggle = within(nav).getByRole('button', { name: 'Show About submenu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    // Open already: ArrowDown moves to the first child, exactly one step.
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('How It Works');
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('How It Works'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Success Stories');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when the focus leaves the item or on a click outside', async () => {
    renderHeader(MENU);
    const nav = await waitFor(siteNav);
    const toggle = within(nav).getByRole('button', { name: 'More' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: screen.getByRole('link', { name: 'Join Now' }) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists every item in the mobile panel, with Sign In and Join Now', async () => {
    renderHeader(MENU);
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    const names = within(panel)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'About',
      'How It Works',
      'Success Stories',
      'FAQ',
      'Our Charity',
      'Sign In',
      'Join Now',
    ]);
    expect(within(panel).getByText('More')).toBeTruthy();
  });
});
