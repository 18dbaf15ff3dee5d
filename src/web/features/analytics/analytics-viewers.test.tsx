// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TEXTS, type TViewersPage } from '../../../shared/analytics/analytics-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildConnection } from '../../test/connection-builders';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { AnalyticsPage } from './analytics-page';
import { buildAnalytics, buildViewer, buildViewersPage } from './analytics-test-data';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('analytics', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

type Handler = Parameters<typeof stubApi>[0][string];

function renderViewers(viewers: (url: URL) => TViewersPage, extra: Record<string, Handler> = {}) {
  const asked: URL[] = [];
  const spy = stubApi({
    'GET /api/analytics': () => json(buildAnalytics()),
    ...extra,
  });
  // The viewers handler needs the query string, which stubApi's handlers do not see.
  const routed = spy.getMockImplementation();
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/analytics/viewers') return routed!(input, init);
    asked.push(url);
    return json(viewers(url));
  });
  renderWithApp(<AnalyticsPage />, {
    me: buildMe(),
    path: '/profile-analytics',
    routePath: '/profile-analytics',
  });
  return { spy, asked };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;

describe('AnalyticsPage recent viewers', () => {
  it('shows each viewer with badges, place, time, views and the right buttons', async () => {
    renderViewers(() =>
      buildViewersPage([
        buildViewer({ id: 'u2', is_premium: true, view_count: 3 }),
        buildViewer({ id: 'u3', full_name: null, age: null, location: null, view_count: 1 }),
        buildViewer({
          id: 'u4',
          full_name: 'Omar Ali',
          mutual_interest: true,
          connection_id: 'c9',
          profile_photo_thumb_url: '/media/u4-thumb.webp',
        }),
      ]),
    );
    // The first render of the file also compiles the page: more time than the default second under load.
    expect(await screen.findByText('Recent Viewers (3)', {}, { timeout: 5_000 })).toBeTruthy();

    const yusuf = await rowOf('Yusuf Rahman');
    expect(within(yusuf).getByText('31 years')).toBeTruthy();
    expect(within(yusuf).getByText('Premium')).toBeTruthy();
    expect(within(yusuf).queryByText('Mutual')).toBeNull();
    expect(within(yusuf).getByText('Ontario, Canada')).toBeTruthy();
    expect(within(yusuf).getByText('Viewed 2 hours ago')).toBeTruthy();
    expect(within(yusuf).getByText('3 views')).toBeTruthy();
    expect(within(yusuf).getByText('Y')).toBeTruthy();
    expect(
      within(yusuf).getByRole('link', { name: 'View Profile of Yusuf Rahman' }).getAttribute('href'),
    ).toBe('/profile/u2');
    expect(within(yusuf).getByRole('button', { name: 'Send Interest to Yusuf Rahman' })).toBeTruthy();
    expect(within(yusuf).queryByRole('link', { name: /Message/ })).toBeNull();

    const anonymous = await rowOf(ANALYTICS_TEXTS.anonymous);
    expect(within(anonymous).getByText('1 view')).toBeTruthy();
    expect(within(anonymous).queryByText(/years/)).toBeNull();

    const omar = await rowOf('Omar Ali');
    expect(within(omar).getByText('Mutual')).toBeTruthy();
    expect(within(omar).getByRole('img', { name: 'Photo of Omar Ali' }).getAttribute('src')).toBe(
      '/media/u4-thumb.webp',
    );
    expect(within(omar).getByRole('link', { name: 'Message Omar Ali' }).getAttribute('href')).toBe(
      '/chat/c9?with=u4',
    );
  });

  it('searches on the server after a pause, and says when nothing matches', async () => {
    const { asked } = renderViewers((url) =>
      url.searchParams.get('search') === 'nowhere'
        ? buildViewersPage([])
        : buildViewersPage([buildViewer({ id: 'u2' })]),
    );
    await rowOf('Yusuf Rahman');
    const search = screen.getByPlaceholderText(ANALYTICS_TEXTS.searchPlaceholder);
    fireEvent.change(search, { target: { value: 'now' } });
    fireEvent.change(search, { target: { value: 'nowhere ' } });
    expect(await screen.findByText(ANALYTICS_TEXTS.noResults)).toBeTruthy();
    expect(screen.queryByText(ANALYTICS_TEXTS.noViewers)).toBeNull();
    // One request for the settled text, trimmed; none for what was typed on the way.
    expect(asked.map((url) => url.searchParams.get('search'))).toEqual([null, 'nowhere']);
  });

  it('pages on the server with Previous and Next', async () => {
    const { asked } = renderViewers((url) => {
      const page = Number(url.searchParams.get('page'));
      const viewer = buildViewer({ id: `p${page}`, full_name: `Viewer ${page}` });
      return buildViewersPage([viewer], { total: 45, page });
    });
    await rowOf('Viewer 1');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await rowOf('Viewer 2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('sends interest as a connection request, then shows it as sent', async () => {
    const { spy } = renderViewers(() => buildViewersPage([buildViewer({ id: 'u2' })]), {
      'POST /api/connections': () =>
        json({ connection: buildConnection({ id: 'c5', status: 'pending' }) }, 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Interest to Yusuf Rahman' }));
    const sent = await screen.findByRole('button', { name: 'Interest Sent to Yusuf Rahman' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ recipient_id: 'u2' });
    expect(toastMock.success).toHaveBeenCalledWith('Connection request sent successfully!');
  });

  it('shows a waiting request as sent', async () => {
    renderViewers(() => buildViewersPage([buildViewer({ id: 'u2', request_pending: true })]));
    await rowOf('Yusuf Rahman');
    const sent = await screen.findByRole('button', { name: 'Interest Sent to Yusuf Rahman' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the upgrade prompt when the plan refuses the request', async () => {
    renderViewers(() => buildViewersPage([buildViewer({ id: 'u2' })]), {
      'POST /api/connections': () =>
        json(
          { error: { code: 'USAGE_LIMIT_EXCEEDED', message: 'No contact requests left this month' } },
          403,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Interest to Yusuf Rahman' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain('No contact requests left this month');
    expect(within(prompt).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/membership');
    await waitFor(() => expect(toastMock.error).not.toHaveBeenCalled());
  });
});
