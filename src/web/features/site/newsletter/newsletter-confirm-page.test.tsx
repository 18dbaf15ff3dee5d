// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { NewsletterConfirmPage } from './newsletter-confirm-page';
import { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page';

beforeAll(async () => {
  await loadNamespace('newsletter', { en: () => import('../i18n/newsletter/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const INVALID = 'This link is not valid or has expired. Please subscribe again.';

function renderConfirm(path: string, handlers: Parameters<typeof stubApi>[0]) {
  const fetchSpy = stubApi(handlers);
  renderWithApp(
    <StrictMode>
      <NewsletterConfirmPage />
    </StrictMode>,
    { me: null, path, routePath: '/newsletter/confirm' },
  );
  return fetchSpy;
}

describe('NewsletterConfirmPage', () => {
  it('posts the token once and shows the server message with a link home', async () => {
    const fetchSpy = renderConfirm(`/newsletter/confirm?token=${TOKEN}`, {
      'POST /api/newsletter/confirm': () => json({ message: 'Your subscription is confirmed.' }),
    });
    expect(screen.getByRole('status').textContent).toBe('Confirming your subscription...');
    expect((await screen.findByText('Your subscription is confirmed.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeTruthy();
  });

  it("shows the server's message for an invalid or expired token, with a way to subscribe again", async () => {
    renderConfirm(`/newsletter/confirm?token=${TOKEN}`, {
      'POST /api/newsletter/confirm': () => json({ error: { code: 'INVALID_TOKEN', message: INVALID } }, 400),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(screen.getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe('/#newsletter');
  });

  it('shows the field message of a malformed token', async () => {
    renderConfirm('/newsletter/confirm?token=bad', {
      'POST /api/newsletter/confirm': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: { token: 'This link is not valid. Please use the link from the e-mail.' },
            },
          },
          400,
        ),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is not valid. Please use the link from the e-mail.',
    );
  });

  it('shows the invalid-link message without a request when the token is missing', async () => {
    const fetchSpy = renderConfirm('/newsletter/confirm', {});
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('NewsletterUnsubscribePage', () => {
  it('posts to unsubscribe and shows the answer', async () => {
    const fetchSpy = stubApi({
      'POST /api/newsletter/unsubscribe': () => json({ message: 'You have been unsubscribed.' }),
    });
    renderWithApp(<NewsletterUnsubscribePage />, {
      me: null,
      path: `/newsletter/unsubscribe?token=${TOKEN}`,
      routePath: '/newsletter/unsubscribe',
    });
    expect(await screen.findByText('You have been unsubscribed.')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
