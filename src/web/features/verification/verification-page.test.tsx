// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMyVerification } from '../../../shared/safety/verification-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { VerificationPage } from './verification-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PATH = '/api/me/verification';

beforeAll(async () => {
  await loadNamespace('verification', { en: () => import('./i18n/en.json') });
});
beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:selfie', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function state(overrides: Partial<TMyVerification> = {}): TMyVerification {
  return {
    status: 'none',
    verified_at: null,
    request: null,
    challenge: {
      pose: 'thumbs_up',
      description: 'Hold a thumbs-up next to your face.',
      expires_at: '2026-12-06T15:30:00.000Z',
    },
    has_photo: true,
    photo_waiting: false,
    verified_viewers_only: false,
    ...overrides,
  };
}

const PENDING: TMyVerification = state({
  status: 'pending',
  challenge: null,
  request: {
    id: 'v1',
    status: 'pending',
    pose: 'thumbs_up',
    woman_reviewer: true,
    submitted_at: '2026-12-06T15:01:00.000Z',
    decided_at: null,
    reason: null,
  },
});

const renderPage = (handlers: Parameters<typeof stubApi>[0]) => {
  const spy = stubApi(handlers);
  renderWithApp(<VerificationPage />, { me: buildMe(), path: '/verification' });
  return spy;
};

describe('VerificationPage', () => {
  it('asks for the pose drawn by the server, takes an uploaded selfie without a camera and sends it', async () => {
    let sent: FormData | null = null;
    const spy = renderPage({
      [`GET ${PATH}`]: () => json(sent ? PENDING : state()),
      [`POST ${PATH}`]: (init) => {
        sent = init?.body as FormData;
        return json(PENDING);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your profile' })).toBeTruthy();
    expect(await screen.findByText('Hold a thumbs-up next to your face.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why verify?' })).toBeTruthy();
    // No camera in this browser: the upload is offered instead, and said so.
    expect(screen.getByText(/This device has no camera we can use/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open camera' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Take or choose a selfie first.');

    const file = new File(['not really a jpeg'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('selfie-file'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retake' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I'd like a woman to review my selfie/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByRole('heading', { name: 'Your selfie is waiting for review' })).toBeTruthy();
    expect(screen.getByText(/only women on our team will see it/)).toBeTruthy();
    const form = sent as unknown as FormData;
    expect(form.get('pose')).toBe('thumbs_up');
    expect(form.get('woman_reviewer')).toBe('true');
    expect(form.get('selfie')).toBeInstanceOf(Blob);
    expect(toast.success).toHaveBeenCalledWith('Thank you! Our team will review your selfie soon.');
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('offers the camera, and the upload when the camera is refused', async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderPage({ [`GET ${PATH}`]: () => json(state()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open camera' }));
    expect(await screen.findByText(/The camera could not be opened/)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
    expect(screen.queryByRole('button', { name: 'Open camera' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
  });

  it('refuses a file that is not a photo before sending anything', async () => {
    renderPage({ [`GET ${PATH}`]: () => json(state()) });
    await screen.findByText('Hold a thumbs-up next to your face.');
    const file = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('selfie-file'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a photo (JPEG, PNG or WebP).');
    expect(screen.queryByRole('img', { name: 'Your selfie' })).toBeNull();
  });

  it('says the server’s refusal and lets the member draw another pose', async () => {
    const spy = renderPage({
      [`GET ${PATH}`]: () => json(state()),
      [`POST ${PATH}`]: () =>
        json(
          {
            error: {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: 'The selfie must be a JPEG, PNG or WebP photo',
              fields: { selfie: 'x' },
            },
          },
          415,
        ),
      [`POST ${PATH}/pose`]: () =>
        json(
          state({
            challenge: { pose: 'hand_on_heart', description: '', expires_at: '2026-12-06T15:40:00.000Z' },
          }),
        ),
    });
    await screen.findByText('Hold a thumbs-up next to your face.');
    fireEvent.change(screen.getByTestId('selfie-file'), {
      target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not send your selfie', {
        description: 'The selfie must be a JPEG, PNG or WebP photo',
      }),
    );
    // The refused file is dropped: the member takes or chooses another.
    expect(screen.queryByRole('img', { name: 'Your selfie' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show another pose' }));
    expect(await screen.findByText('Place your hand flat on your chest, over your heart.')).toBeTruthy();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/pose'))).toBe(true);
  });

  it('asks for a profile photo first when there is none to compare with', async () => {
    renderPage({ [`GET ${PATH}`]: () => json(state({ has_photo: false })) });
    expect(await screen.findByRole('heading', { name: 'Add a profile photo first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('says the photo waits for approval when the only one is under review', async () => {
    renderPage({ [`GET ${PATH}`]: () => json(state({ has_photo: false, photo_waiting: true })) });
    expect(
      await screen.findByRole('heading', { name: 'Your profile photo is waiting for approval' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add a profile photo first' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('shows a refusal with its reason, and the form to try again', async () => {
    const refused = state({
      status: 'refused',
      request: {
        ...PENDING.request!,
        status: 'refused',
        reason: 'Your face is hidden.',
        decided_at: '2026-12-06T16:00:00.000Z',
      },
    });
    renderPage({ [`GET ${PATH}`]: () => json(refused) });
    expect(await screen.findByRole('heading', { name: 'We could not verify your profile' })).toBeTruthy();
    expect(screen.getByText("Our team's reason: Your face is hidden.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeTruthy();
  });

  it('shows the verified state and the switch for verified viewers only', async () => {
    const approved = state({ status: 'approved', verified_at: '2026-12-01T10:00:00.000Z', challenge: null });
    let saved: unknown = null;
    renderPage({
      [`GET ${PATH}`]: () => json(approved),
      [`PUT ${PATH}/settings`]: (init) => {
        saved = JSON.parse(String(init?.body));
        return json({ ...approved, verified_viewers_only: true });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your profile is verified' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Why verify?' })).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Only verified members can see me' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(saved).toEqual({ verified_viewers_only: true });
    expect(toast.success).toHaveBeenCalledWith('Only verified members can see you now.');
  });

  it('offers to try again when the state cannot be read', async () => {
    // A 4xx is not retried (a 5xx would be, twice, with a delay).
    renderPage({ [`GET ${PATH}`]: () => json({ error: { code: 'RATE_LIMITED', message: 'x' } }, 429) });
    expect(await screen.findByText('Could not load your verification')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
