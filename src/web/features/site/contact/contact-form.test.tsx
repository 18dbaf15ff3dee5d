// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_TEXTS } from '../../../../shared/site/site-contract';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { json, pending, stubApi } from '../../../test/stub-api';
import { ContactPage } from './contact-page';

beforeAll(async () => {
  await loadNamespace('contact', { en: () => import('../i18n/contact/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderContact(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchSpy = stubApi(handlers);
  renderWithApp(<ContactPage />, { me: null, path: '/contact' });
  const contactCalls = () => fetchSpy.mock.calls.filter(([url]) => String(url) === '/api/contact');
  return { contactCalls };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const set = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillValid() {
  set(/^First Name/, 'Amina');
  set(/^Last Name/, 'Yusuf');
  set(/^Email Address/, 'amina@example.com');
  set(/^Phone/, '+1 416 555 0100');
  set(/^Subject/, 'billing');
  set(/^Message/, 'How do I change my plan, please?');
}

const errorOf = (label: RegExp) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
};

describe('Contact form', () => {
  it('labels the fields as the spec says and marks the required ones', () => {
    renderContact();
    for (const label of [/^First Name/, /^Last Name/, /^Email Address/, /^Subject/, /^Message/]) {
      expect(field(label).getAttribute('aria-required')).toBe('true');
    }
    expect(field(/^Phone \(optional\)/).getAttribute('aria-required')).toBeNull();
    expect(field(/^Email Address/).type).toBe('email');
    const subject = screen.getByLabelText<HTMLSelectElement>(/^Subject/);
    expect(subject.options[0]?.textContent).toBe('Select a subject');
    expect(subject.options).toHaveLength(8);
    expect(screen.getByText('0 / 5,000 characters')).toBeTruthy();
    set(/^Message/, 'Salaam');
    expect(screen.getByText('6 / 5,000 characters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'info@mithaq.com' }).getAttribute('href')).toBe(
      'mailto:info@mithaq.com',
    );
    expect(screen.getByRole('link', { name: /1-800-MITHAQ-1/ }).getAttribute('href')).toBe(
      'tel:+18006484271',
    );
  });

  it('shows the required errors on the fields without sending anything', async () => {
    const { contactCalls } = renderContact();
    submit();
    await waitFor(() => expect(field(/^First Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(/^First Name/)).toContain('First name is required');
    expect(errorOf(/^Email Address/)).toContain('Email address is required');
    expect(errorOf(/^Subject/)).toContain('Choose a subject');
    expect(errorOf(/^Message/)).toContain('Message is required');
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    expect(contactCalls()).toHaveLength(0);
  });

  it('posts the form and shows the success panel, then starts over', async () => {
    const { contactCalls } = renderContact({
      'POST /api/contact': () => json({ id: 'm1', message: CONTACT_TEXTS.sent }, 201),
    });
    fillValid();
    submit();
    const panel = await screen.findByRole('status');
    expect(panel.textContent).toContain(CONTACT_TEXTS.sent);
    expect(document.activeElement).toBe(panel);
    const [, init] = contactCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      phone: '+1 416 555 0100',
      subject: 'billing',
      message: 'How do I change my plan, please?',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/^First Name/).value).toBe('');
    expect(field(/^Message/).value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Subject/).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field(/^First Name/)));
  });

  it('disables the button with a busy label while sending', async () => {
    renderContact({ 'POST /api/contact': pending });
    fillValid();
    submit();
    const button = await screen.findByRole('button', { name: /Sending/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("puts the server's field errors on the fields", async () => {
    const fields = { email: 'This address cannot receive mail', unknown: 'ignored' };
    const body = { error: { code: 'VALIDATION_FAILED', message: 'Invalid input', fields } };
    renderContact({ 'POST /api/contact': () => json(body, 400) });
    fillValid();
    submit();
    await waitFor(() => expect(field(/^Email Address/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(/^Email Address/)).toContain('This address cannot receive mail');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Email Address/)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a 429's message in an alert and keeps what was typed", async () => {
    renderContact({
      'POST /api/contact': () =>
        json({ error: { code: 'RATE_LIMITED', message: CONTACT_TEXTS.tooMany } }, 429),
    });
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONTACT_TEXTS.tooMany);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field(/^First Name/).value).toBe('Amina');
  });

  it('explains that the form is unavailable when the route is missing', async () => {
    renderContact(); // POST /api/contact answers the stub's 404
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('not available right now');
  });
});
