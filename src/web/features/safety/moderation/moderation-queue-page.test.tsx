// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../lib/i18n';
import { currentSearch, LocationProbe } from '../../../test/location-probe';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { json, pending, stubApi } from '../../../test/stub-api';
import { ModerationQueuePage } from './moderation-queue-page';
import { buildQueue, buildQueueItem, OTHER_CLAIM } from './moderation-test-data';

type Handler = Parameters<typeof stubApi>[0][string];
const MODERATOR = buildMe({ role: 'moderator', user: { ...buildMe().user, id: 'mod-1' } });

beforeAll(async () => {
  await loadNamespace('moderation', { en: () => import('../i18n/moderation-en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(queue: Handler, path = '/admin/moderation') {
  const spy = stubApi({ 'GET /api/moderation/queue': queue });
  renderWithApp(
    <>
      <ModerationQueuePage />
      <LocationProbe />
    </>,
    { me: MODERATOR, path, routePath: '/admin/moderation' },
  );
  return spy;
}

const queueCalls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/moderation/queue')
    .map((url) => url.search);

describe('ModerationQueuePage', () => {
  it('lists the open items: name, e-mail, reasons, reporters, hidden, claim, each linking to the item', async () => {
    renderPage(() =>
      json(
        buildQueue([
          buildQueueItem({ hidden_from_discovery: true, distinct_reporters: 3, claim: OTHER_CLAIM }),
          buildQueueItem({
            id: 'item-2',
            member: { ...buildQueueItem().member, full_name: null, email: 'x@example.com' },
            reasons: ['under_18'],
            distinct_reporters: 1,
            claim: { ...OTHER_CLAIM, mine: true },
          }),
        ]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Moderation items' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(within(first!).getByRole('link', { name: 'Bilal Ahmed' }).getAttribute('href')).toBe(
      '/admin/moderation/item-1',
    );
    expect(within(first!).getByText('bilal@example.com')).toBeTruthy();
    expect(within(first!).getByText('Scam or asking for money')).toBeTruthy();
    expect(within(first!).getByText('Harassment or inappropriate messages')).toBeTruthy();
    expect(within(first!).getByText('3 reporters')).toBeTruthy();
    expect(within(first!).getByText('Hidden from discovery')).toBeTruthy();
    expect(within(first!).getByText('Claimed by Moderator Yusuf')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'Unnamed member' })).toBeTruthy();
    expect(within(second!).getByText('Under 18')).toBeTruthy();
    expect(within(second!).getByText('1 reporter')).toBeTruthy();
    expect(within(second!).getByText('You are working on this')).toBeTruthy();
    expect(within(second!).queryByText('Hidden from discovery')).toBeNull();
  });

  it('says when nothing waits, and when nothing was decided yet', async () => {
    renderPage(() => json(buildQueue([])));
    expect(await screen.findByText('Nothing waiting. Alhamdulillah.')).toBeTruthy();
    cleanup();
    renderPage(() => json(buildQueue([])), '/admin/moderation?status=decided');
    expect(await screen.findByText('No decisions yet')).toBeTruthy();
  });

  it('shows a skeleton while loading', async () => {
    renderPage(pending);
    const label = await screen.findByText('Loading the queue...');
    expect(label.closest('[role="status"]')).not.toBeNull();
  });

  it('says when the queue cannot be read, and Retry reads it again', async () => {
    let fail = true;
    renderPage(() =>
      fail
        ? json({ error: { code: 'INTERNAL', message: 'Oops' } }, 500)
        : json(buildQueue([buildQueueItem()])),
    );
    // A 5xx is tried twice more before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to load the moderation queue');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Bilal Ahmed' })).toBeTruthy();
  });

  it('switches to the decided items (in the URL), showing each decision', async () => {
    let items = [] as ReturnType<typeof buildQueueItem>[];
    const spy = renderPage(() => json(buildQueue(items)));
    await screen.findByText('Nothing waiting. Alhamdulillah.');
    items = [buildQueueItem({ status: 'decided', decision: 'suspend' })];
    const tab = screen.getByRole('tab', { name: 'Decided' });
    fireEvent.mouseDown(tab, { button: 0 });
    fireEvent.click(tab);
    expect(await screen.findByText('Decision: Suspend')).toBeTruthy();
    expect(currentSearch(screen).get('status')).toBe('decided');
    expect(queueCalls(spy)).toEqual(['?status=open', '?status=decided']);
  });

  it('shows only photos waiting for approval when asked (in the URL), each with its new photo', async () => {
    let items = [buildQueueItem()];
    const spy = renderPage(() => json(buildQueue(items)));
    await screen.findByRole('link', { name: 'Bilal Ahmed' });
    items = [
      buildQueueItem({
        id: 'photo-1',
        kind: 'photo',
        reasons: [],
        distinct_reporters: 0,
        photos: { pending_url: '/media/p.webp', pending_thumb_url: '/media/p-256.webp', approved_url: null },
      }),
    ];
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'photo' } });
    expect(await screen.findByText('New photo waiting for approval')).toBeTruthy();
    expect(screen.queryByText('0 reporters')).toBeNull();
    expect(currentSearch(screen).get('kind')).toBe('photo');
    expect(queueCalls(spy)).toEqual(['?status=open', '?status=open&kind=photo']);
  });

  it('loads the next page by its cursor', async () => {
    const spy = renderPage(() => json(buildQueue([buildQueueItem()], 'next-1')));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(queueCalls(spy)).toEqual(['?status=open', '?status=open&cursor=next-1']));
  });
});
