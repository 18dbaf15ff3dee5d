// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LateScrollRestoration } from './late-scroll-restoration';

// jsdom lays nothing out: the page's height, the scroll position and ResizeObserver are played here,
// as a browser would report them.
let pageHeight = 3000;
let observers: (() => void)[] = [];

class PageResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}

function scrollTo(_x: number, y: number) {
  const max = Math.max(0, pageHeight - window.innerHeight);
  Object.defineProperty(window, 'scrollY', { value: Math.min(y, max), configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** The page grows (its list arrived): the browser tells every observer. */
function grow(height: number) {
  pageHeight = height;
  act(() => observers.forEach((callback) => callback()));
}

beforeEach(() => {
  pageHeight = 3000;
  observers = [];
  vi.stubGlobal('ResizeObserver', PageResizeObserver);
  vi.stubGlobal('scrollTo', vi.fn(scrollTo));
  vi.stubGlobal('innerHeight', 800);
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    get: () => pageHeight,
    configurable: true,
  });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRoutes({ strict = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LateScrollRestoration />
          </>
        ),
        children: [
          { path: '/list', element: <p>list</p> },
          { path: '/item', element: <p>item</p> },
        ],
      },
    ],
    { initialEntries: ['/list'] },
  );
  const app = <RouterProvider router={router} />;
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

/** The member scrolls down the list, opens an item, and the list's cache is gone when they come Back. */
async function leaveAndComeBack(router: ReturnType<typeof renderRoutes>) {
  act(() => window.scrollTo(0, 1500));
  await act(() => router.navigate('/item'));
  act(() => window.scrollTo(0, 0)); // the item opens at its top (React Router's ScrollRestoration)
  pageHeight = 900; // the list is loading again: the page is short
  await act(() => router.navigate(-1));
  // React Router's restore, done once at once: the short page stops it at its end.
  act(() => window.scrollTo(0, 1500));
}

describe('LateScrollRestoration', () => {
  it('scrolls Back to the saved place once the page has grown tall enough', async () => {
    const router = renderRoutes();
    await leaveAndComeBack(router);
    expect(router.state.location.pathname).toBe('/list');
    expect(window.scrollY).toBe(100);
    grow(1200); // not yet: 1500 is still out of reach
    expect(window.scrollY).toBe(100);
    grow(3000);
    expect(window.scrollY).toBe(1500);
    expect(observers).toHaveLength(0);
  });

  it('restores on the first render of a page load (reload, then Back), under StrictMode too', () => {
    renderRoutes();
    act(() => window.scrollTo(0, 1500));
    cleanup(); // the page goes; a new load of the same entry starts with the list not there yet
    pageHeight = 900;
    act(() => window.scrollTo(0, 0));
    renderRoutes({ strict: true });
    act(() => window.scrollTo(0, 1500)); // React Router's restore, stopped by the short page
    expect(window.scrollY).toBe(100);
    grow(3000);
    expect(window.scrollY).toBe(1500);
  });

  it('gives up once the member scrolls on their own: their place wins', async () => {
    const router = renderRoutes();
    await leaveAndComeBack(router);
    window.dispatchEvent(new Event('wheel'));
    act(() => window.scrollTo(0, 40));
    grow(3000);
    expect(window.scrollY).toBe(40);
  });

  it('restores nothing on a new page (a push): that opens at its top, as React Router does', async () => {
    const router = renderRoutes();
    act(() => window.scrollTo(0, 1500));
    await act(() => router.navigate('/item'));
    expect(observers).toHaveLength(0);
  });

  it("keeps the places across a reload (pagehide), a page load's first entry by its address", async () => {
    const router = renderRoutes();
    act(() => window.scrollTo(0, 1500));
    await act(() => router.navigate('/item'));
    act(() => window.scrollTo(0, 300));
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('mithaq-scroll-positions') ?? '[]') as [
      string,
      number,
    ][];
    expect(stored).toContainEqual(['default /list', 1500]);
    expect(stored).toContainEqual([router.state.location.key, 300]);
  });
});
