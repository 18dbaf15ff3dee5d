import { Suspense, use, useState, type ComponentType, type ReactNode } from 'react';

type Status = 'pending' | 'fulfilled' | 'rejected';

/**
 * A component whose code downloads when it first renders, like React.lazy, with `load()` to start
 * that earlier, and its own Suspense boundary (`fallback` while the code is on its way).
 *
 * Unlike React.lazy, once its code is in it renders at once and without a boundary: React's use()
 * reads a settled promise's `status`, and the boundary is left out when the code was there at mount.
 * That is what a page the server rendered needs (src/shared/site/prerender.ts): the server and, before
 * hydrating, main.tsx load the page's parts first, so both render the same tree with no boundary, and
 * the page hydrates in one pass. (React hydrates a boundary's content later, in a pass of its own; until
 * then a tap there does nothing and a form there submits itself to the URL.)
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let started: (Promise<ComponentType<P>> & { status: Status }) | undefined;
  const start = (): Promise<ComponentType<P>> => {
    if (started) return started;
    // The field React reads on a promise it is given (and would otherwise add itself, on first use).
    const promise = Object.assign(load(), { status: 'pending' as Status });
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    return (started = promise);
  };

  function Loaded(props: P) {
    const Component = use(start());
    return <Component {...props} />;
  }

  function Loadable({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // Decided once per mount: switching later would remount the part and lose its state.
    const [inBoundary] = useState(() => started?.status !== 'fulfilled');
    const part = <Loaded {...(props as P)} />;
    return inBoundary ? <Suspense fallback={fallback}>{part}</Suspense> : part;
  }

  return Object.assign(Loadable, { load: start });
}
