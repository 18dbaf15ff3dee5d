// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  TVerificationDetail,
  TVerificationQueue,
} from '../../../../shared/safety/verification-contract';
import { loadNamespace } from '../../../lib/i18n';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { VerificationQueuePage } from './verification-queue-page';
import { VerificationReviewPage } from './verification-review-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const MODERATOR = buildMe({ role: 'moderator', user: { ...buildMe().user, id: 'mod-1' } });
const BASE = '/api/moderation/verifications';

beforeAll(async () => {
  await Promise.all([
    loadNamespace('verification', { en: () => import('../i18n/en.json') }),
    loadNamespace('verification-review', { en: () => import('../i18n/review-en.json') }),
  ]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function detail(overrides: Partial<TVerificationDetail> = {}): TVerificationDetail {
  return {
    id: 'v1',
    status: 'pending',
    member: {
      user_id: 'u1',
      full_name: 'Amina Yusuf',
      email: 'amina@example.com',
      gender: 'female',
      photo_url: null,
    },
    pose: 'shade_eyes',
    woman_reviewer: false,
    needs_woman_reviewer: false,
    claim: null,
    created_at: '2026-12-06T10:00:00.000Z',
    decided_at: null,
    pose_description: 'Hold a flat hand above your eyebrows, as if shading your eyes from the sun.',
    selfie_url: `${BASE}/v1/selfie`,
    selfie_erased_at: null,
    decision_reason: null,
    decided_by: null,
    profile: {
      exists: true,
      full_name: 'Amina Yusuf',
      age: 27,
      location: 'Ontario, Canada',
      photo_url: '/media/photos/u1/a.webp',
      photo_thumb_url: '/media/photos/u1/a-256.webp',
      verified_at: null,
    },
    attempts: [],
    ...overrides,
  };
}

const MY_CLAIM = { by_id: 'mod-1', by_name: 'Moderator Musa', at: '2026-12-06T10:05:00.000Z', mine: true };

describe('VerificationQueuePage', () => {
  it('lists the waiting selfies with their pose and reviewer wish, and records my reviewer gender', async () => {
    const queue: TVerificationQueue = {
      items: [
        detail(),
        detail({
          id: 'v2',
          member: { ...detail().member, full_name: 'Sara Ali' },
          woman_reviewer: true,
          needs_woman_reviewer: true,
        }),
      ],
      total: 2,
      page: 1,
      page_size: 20,
      reviewer_gender: null,
    };
    let saved: unknown = null;
    stubApi({
      [`GET ${BASE}`]: () => json(queue),
      'GET /api/moderation/me': () => json({ reviewer_gender: null }),
      'PUT /api/moderation/me': (init) => {
        saved = JSON.parse(String(init?.body));
        return json({ reviewer_gender: 'female' });
      },
    });
    renderWithApp(<VerificationQueuePage />, { me: MODERATOR, path: '/admin/moderation/verifications' });
    const list = await screen.findByRole('list', { name: 'Verification requests' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Amina Yusuf' }).getAttribute('href')).toBe(
      '/admin/moderation/verifications/v1',
    );
    expect(within(rows[0]!).getByText(/shading your eyes/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Waiting for a woman reviewer')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Waiting', selected: true })).toBeTruthy();

    const gender = screen.getByRole('combobox', { name: 'I am, as a reviewer' });
    await waitFor(() => expect((gender as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(gender, { target: { value: 'female' } });
    await waitFor(() => expect(saved).toEqual({ reviewer_gender: 'female' }));
    expect(toast.success).toHaveBeenCalledWith('Saved');
  });

  it('says so when nothing waits', async () => {
    stubApi({
      [`GET ${BASE}`]: () => json({ items: [], total: 0, page: 1, page_size: 20, reviewer_gender: 'male' }),
      'GET /api/moderation/me': () => json({ reviewer_gender: 'male' }),
    });
    renderWithApp(<VerificationQueuePage />, { me: MODERATOR, path: '/admin/moderation/verifications' });
    expect(await screen.findByText('No selfies are waiting for review')).toBeTruthy();
  });
});

describe('VerificationReviewPage', () => {
  const renderItem = (handlers: Parameters<typeof stubApi>[0]) => {
    const spy = stubApi(handlers);
    renderWithApp(<VerificationReviewPage />, {
      me: MODERATOR,
      path: '/admin/moderation/verifications/v1',
      routePath: '/admin/moderation/verifications/:id',
    });
    return spy;
  };

  it('shows the selfie beside the profile photo, claims, and refuses only with a reason', async () => {
    const server = { item: detail() };
    let decided: unknown = null;
    renderItem({
      [`GET ${BASE}/v1`]: () => json(server.item),
      [`POST ${BASE}/v1/claim`]: () => json((server.item = detail({ claim: MY_CLAIM }))),
      [`POST ${BASE}/v1/decision`]: (init) => {
        decided = JSON.parse(String(init?.body));
        return json(
          (server.item = detail({
            status: 'refused',
            claim: MY_CLAIM,
            decided_at: '2026-12-06T10:10:00.000Z',
            decided_by: 'Moderator Musa',
            decision_reason: 'Your face is hidden.',
          })),
        );
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verification selfie of Amina Yusuf' }).getAttribute('src')).toBe(
      `${BASE}/v1/selfie`,
    );
    expect(screen.getByRole('img', { name: 'Profile photo of Amina Yusuf' }).getAttribute('src')).toBe(
      '/media/photos/u1/a.webp',
    );
    expect(screen.getByText(/shading your eyes from the sun/)).toBeTruthy();
    expect(screen.getByText('Claim the verification to decide it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save decision' }).matches(':disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You are reviewing this selfie.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Refuse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('Please give the member a reason')).toBeTruthy();
    expect(decided).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason for the member' }), {
      target: { value: 'Your face is hidden.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText(/Refused by Moderator Musa/)).toBeTruthy();
    expect(decided).toEqual({ decision: 'refuse', reason: 'Your face is hidden.' });
    expect(toast.success).toHaveBeenCalledWith('Decision saved. The member has been told.');
  });

  it('keeps the selfie from a reviewer the member did not ask for', async () => {
    renderItem({
      [`GET ${BASE}/v1`]: () =>
        json(detail({ woman_reviewer: true, needs_woman_reviewer: true, selfie_url: null })),
    });
    expect(await screen.findByText(/so it is hidden from you/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Verification selfie/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save decision' })).toBeNull();
  });

  it('says when the request does not exist', async () => {
    renderItem({});
    expect(await screen.findByText('This verification request does not exist.')).toBeTruthy();
  });
});
