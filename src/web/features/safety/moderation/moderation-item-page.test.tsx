// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TModerationItem } from '../../../../shared/safety/moderation-contract';
import { loadNamespace } from '../../../lib/i18n';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { ModerationItemPage } from './moderation-item-page';
import { buildItem, MY_CLAIM, OTHER_CLAIM } from './moderation-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Handlers = Parameters<typeof stubApi>[0];
const MODERATOR = buildMe({ role: 'moderator', user: { ...buildMe().user, id: 'mod-1' } });
const ITEM = '/api/moderation/items/item-1';

beforeAll(async () => {
  await loadNamespace('moderation', { en: () => import('../i18n/moderation-en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** The item as the server holds it; the handlers change it as the server would. */
function renderItem(start: TModerationItem, handlers: Handlers = {}) {
  const server = { item: start };
  const spy = stubApi({ [`GET ${ITEM}`]: () => json(server.item), ...handlers });
  renderWithApp(<ModerationItemPage />, {
    me: MODERATOR,
    path: '/admin/moderation/item-1',
    routePath: '/admin/moderation/:id',
  });
  return { spy, server };
}

const posts = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [new URL(String(url), 'http://localhost').pathname, init?.body]);

const submit = () => screen.getByRole('button', { name: 'Save decision' });

describe('ModerationItemPage', () => {
  it('shows the member, each report with its evidence (photo, profile, transcript) and the history', async () => {
    renderItem(
      buildItem({
        history: [
          {
            item_id: 'old-1',
            decision: 'warn',
            reason: 'Rude messages',
            decided_at: '2026-10-01T10:00:00.000Z',
            decided_by: 'Moderator Yusuf',
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Bilal Ahmed', level: 1 })).toBeTruthy();
    expect(screen.getByText('bilal@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reported by Amina Yusuf' })).toBeTruthy();
    expect(screen.getByText('He asked me to send money for his ticket.')).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Profile photo when captured' });
    expect(photo.getAttribute('src')).toBe('/api/moderation/reports/report-1/photos/0');
    expect(screen.getByText('Engineer')).toBeTruthy();
    expect(screen.getByText('United Kingdom')).toBeTruthy();
    const transcript = screen.getByRole('region', { name: 'Messages' });
    const lines = within(transcript).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Reporter')).toBeTruthy();
    expect(within(lines[0]!).getByText('Salaam, how are you?')).toBeTruthy();
    expect(within(lines[1]!).getByText('Reported member')).toBeTruthy();
    expect(within(lines[1]!).getByText('Send me money for the ticket')).toBeTruthy();
    expect(screen.getByText('Warn by Moderator Yusuf, Oct 1, 2026')).toBeTruthy();
    // Users is the admins' screen: a moderator gets no link there.
    expect(screen.queryByRole('link', { name: 'Find in Users' })).toBeNull();
  });

  it('keeps the decision form disabled until I hold the claim', async () => {
    const { spy } = renderItem(buildItem());
    expect(await screen.findByText('Nobody is working on this item. Claim it to decide.')).toBeTruthy();
    expect(screen.getByText('Claim this item to decide it.')).toBeTruthy();
    expect((submit() as HTMLButtonElement).closest('fieldset')!.disabled).toBe(true);
    expect(posts(spy)).toEqual([]);
  });

  it('claims, decides with a reason, says "Decision saved" and shows the decided state', async () => {
    const { spy, server } = renderItem(buildItem(), {
      [`POST ${ITEM}/claim`]: () => {
        server.item = buildItem({ claim: MY_CLAIM });
        return json(server.item);
      },
      [`POST ${ITEM}/decision`]: () => {
        server.item = buildItem({
          status: 'decided',
          decision: 'warn',
          decision_reason: 'Asked for money',
          decided_at: '2026-11-22T10:00:00.000Z',
        });
        return json(server.item);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You are working on this item')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release' })).toBeTruthy();
    // No decision, no reason: refused here.
    fireEvent.click(submit());
    expect(await screen.findByText('Choose a decision')).toBeTruthy();
    expect(screen.getByText('Please give a reason')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Warn' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Asked for money' },
    });
    fireEvent.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Decision saved'));
    expect(await screen.findByText('Decided: Warn')).toBeTruthy();
    expect(screen.getByText('Reason: Asked for money')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save decision' })).toBeNull();
    expect(posts(spy)).toEqual([
      [`${ITEM}/claim`, '{}'],
      [`${ITEM}/decision`, JSON.stringify({ decision: 'warn', reason: 'Asked for money' })],
    ]);
  });

  it('names who holds the item when the claim is refused with CLAIMED_BY_OTHER', async () => {
    const { server } = renderItem(buildItem(), {
      [`POST ${ITEM}/claim`]: () => {
        server.item = buildItem({ claim: OTHER_CLAIM });
        return json(
          { error: { code: 'CLAIMED_BY_OTHER', message: 'Moderator Yusuf is working on this item.' } },
          409,
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Moderator Yusuf is working on this item'));
    expect(
      await screen.findByText('Moderator Yusuf is working on this item', { selector: 'p' }),
    ).toBeTruthy();
  });

  it('a suspension needs its days and a confirmation; server field errors show under the fields', async () => {
    const { spy } = renderItem(buildItem({ claim: MY_CLAIM }), {
      [`POST ${ITEM}/decision`]: () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid input',
              fields: { reason: 'The reason contains a character that is not allowed' },
            },
          },
          400,
        ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Suspend' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Harassed a member' },
    });
    fireEvent.click(submit());
    expect(await screen.findByText('Choose how many days', { selector: 'p' })).toBeTruthy();
    expect(posts(spy)).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: /Suspend for/ }), { target: { value: '7' } });
    fireEvent.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Bilal Ahmed for 7 days?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, save' }));
    expect(await screen.findByText('The reason contains a character that is not allowed')).toBeTruthy();
    expect(posts(spy)).toEqual([
      [
        `${ITEM}/decision`,
        JSON.stringify({ decision: 'suspend', reason: 'Harassed a member', suspend_days: 7 }),
      ],
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a new photo beside the approved one and offers only what a photo takes', async () => {
    renderItem(
      buildItem({
        kind: 'photo',
        reasons: [],
        distinct_reporters: 0,
        reports: [],
        claim: MY_CLAIM,
        photos: {
          pending_url: '/media/photos/u-b/new.webp',
          pending_thumb_url: '/media/photos/u-b/new-256.webp',
          approved_url: '/media/photos/u-b/old.webp',
        },
      }),
    );
    const pendingPhoto = await screen.findByRole('img', {
      name: 'New photo of Bilal Ahmed, waiting for approval',
    });
    expect(pendingPhoto.getAttribute('src')).toBe('/media/photos/u-b/new.webp');
    expect(screen.getByRole('img', { name: 'Approved photo of Bilal Ahmed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();
    const choices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['Approve photo', 'Remove photo', 'Suspend', 'Ban']);
  });
});
