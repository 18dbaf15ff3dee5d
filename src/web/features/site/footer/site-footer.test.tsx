// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { json, pending, stubApi } from '../../../test/stub-api';
import { SiteFooter } from './site-footer';

beforeAll(async () => {
  await loadNamespace('footer', { en: () => import('../i18n/footer/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFooter(handlers: Parameters<typeof stubApi>[0]) {
  const fetchSpy = stubApi(handlers);
  renderWithApp(<SiteFooter />, { me: null });
  return fetchSpy;
}

function subscribe(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('SiteFooter', () => {
  it('has labelled link lists, the contact block and the copyright', () => {
    renderFooter({});
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/about', '/how-it-works', '/success-stories', '/faq', '/contact']);
    const support = within(footer).getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: 'info@mithaq.com' }).getAttribute('href')).toBe(
      'mailto:info@mithaq.com',
    );
    expect(screen.getByRole('link', { name: /1-800-MITHAQ-1/ }).getAttribute('href')).toBe(
      'tel:+18006484271',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Mithaq. All rights reserved.`)).toBeTruthy();
  });

  it('posts the address and shows the server message', async () => {
    const fetchSpy = renderFooter({
      'POST /api/newsletter': () => json({ message: 'Thank you! Please check your inbox.' }, 202),
    });
    subscribe('amina@example.com');
    const status = await screen.findByText('Thank you! Please check your inbox.');
    expect(status.getAttribute('role')).toBe('status');
    // The footer also reads its menu and the site settings: the POST is the subscription.
    const [, init] = fetchSpy.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'amina@example.com' });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('shows the field error of a refused address as an alert', async () => {
    renderFooter({
      'POST /api/newsletter': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: { email: 'Enter a valid email address' },
            },
          },
          400,
        ),
    });
    subscribe('amina@example');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's message when it fails otherwise", async () => {
    renderFooter({
      'POST /api/newsletter': () =>
        json({ error: { code: 'RATE_LIMITED', message: 'Too many requests. Try again later.' } }, 429),
    });
    subscribe('amina@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again later.');
  });

  it('disables the button while sending', async () => {
    renderFooter({ 'POST /api/newsletter': pending });
    subscribe('amina@example.com');
    const button = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('SiteFooter and the CMS', () => {
  it('shows the footer menu, the settings and the social links that are set', async () => {
    renderFooter({
      'GET /api/menus/footer': () =>
        json({
          menu: {
            id: 'm1',
            name: 'Footer',
            location: 'footer',
            items: [
              { id: 'i1', title: 'Our Blog', href: '/blog', target: '_self', css_class: null, children: [] },
            ],
          },
        }),
      'GET /api/site/settings': () =>
        json({
          site_name: 'Mithaq Test',
          site_tagline: 'A tagline from the settings',
          contact_email: 'hello@mithaq.example',
          default_meta_description: '',
          posts_per_page: 9,
          show_featured_posts: true,
          social: { facebook: 'https://facebook.com/mithaq', instagram: null, x: null },
        }),
    });
    const menu = await screen.findByRole('navigation', { name: 'More links' });
    expect(within(menu).getByRole('link', { name: 'Our Blog' }).getAttribute('href')).toBe('/blog');
    expect(await screen.findByText('A tagline from the settings')).toBeTruthy();
    expect(screen.getByText('Mithaq Test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@mithaq.example' }).getAttribute('href')).toBe(
      'mailto:hello@mithaq.example',
    );
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://facebook.com/mithaq']);
  });
});
