// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useViewTimeReporter } from './use-view-time-reporter';

let visibility: DocumentVisibilityState = 'visible';
const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** The seconds of each keepalive fetch, in order. */
const fetched = () =>
  fetchSpy.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    expect(url).toBe('/api/profiles/u2/view-time');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    return (JSON.parse(String(init.body)) as { seconds: number }).seconds;
  });

/** The seconds of each beacon, in order. */
const beaconed = async () =>
  Promise.all(
    beacon.mock.calls.map(async ([url, body]) => {
      expect(url).toBe('/api/profiles/u2/view-time');
      const blob = body as Blob;
      expect(blob.type).toBe('application/json');
      return (JSON.parse(await blob.text()) as { seconds: number }).seconds;
    }),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.stubGlobal('fetch', fetchSpy);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  beacon.mockClear();
  beacon.mockImplementation(() => true);
});

describe('useViewTimeReporter', () => {
  it('reports the whole visible seconds when hidden, and the rest (with the carried fraction) on leave', async () => {
    const { unmount } = renderHook(() => useViewTimeReporter('u2', true));
    advance(5_400);
    setVisibility('hidden');
    expect(fetched()).toEqual([5]);

    // Hidden time does not count.
    advance(60_000);
    setVisibility('visible');
    advance(3_700);
    unmount();
    // 0.4 s carried + 3.7 s = 4.1 s: 4 whole seconds.
    expect(await beaconed()).toEqual([4]);
    expect(fetched()).toEqual([5]);
  });

  it('reports on pagehide with a beacon, and falls back to a keepalive fetch when the beacon is refused', async () => {
    beacon.mockImplementation(() => false);
    renderHook(() => useViewTimeReporter('u2', true));
    advance(12_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(await beaconed()).toEqual([12]);
    expect(fetched()).toEqual([12]);
  });

  it('sends nothing under one second, and never the same seconds twice', () => {
    const { unmount } = renderHook(() => useViewTimeReporter('u2', true));
    advance(900);
    setVisibility('hidden');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('caps a report at 30 minutes', async () => {
    const { unmount } = renderHook(() => useViewTimeReporter('u2', true));
    advance(2 * 60 * 60 * 1000);
    unmount();
    expect(await beaconed()).toEqual([1800]);
  });

  it('starts counting only once the tab is visible', () => {
    visibility = 'hidden';
    renderHook(() => useViewTimeReporter('u2', true));
    advance(30_000);
    setVisibility('visible');
    advance(2_000);
    setVisibility('hidden');
    expect(fetched()).toEqual([2]);
  });

  it('reports nothing when not enabled (a visitor, or the owner)', () => {
    const { unmount } = renderHook(() => useViewTimeReporter('u2', false));
    advance(10_000);
    setVisibility('hidden');
    unmount();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});
