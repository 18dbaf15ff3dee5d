// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadable } from './loadable';

function Greeting({ name }: { name: string }) {
  return <p>Salaam, {name}</p>;
}

afterEach(cleanup);

describe('loadable', () => {
  it('shows its fallback while the code is on its way, then the part', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Part = loadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    // A suspending render in a test must be awaited (React's act).
    await act(async () => render(<Part name="Amina" fallback={<p>Loading...</p>} />));
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Salaam, Amina')).toBeTruthy();
  });

  it('renders at once, with no boundary, when its code was loaded first', async () => {
    const Part = loadable(async () => Greeting);
    // Not loaded: a synchronous render can only give the fallback (a server would stream the rest).
    expect(renderToString(<Part name="Yusuf" fallback={<i>wait</i>} />)).toContain('<i>wait</i>');
    await Part.load();
    const html = renderToString(<Part name="Yusuf" fallback={<i>wait</i>} />);
    expect(html).toBe('<p>Salaam, <!-- -->Yusuf</p>');
  });

  it('downloads its code once, however often it is asked for', async () => {
    let loads = 0;
    const Part = loadable(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([Part.load(), Part.load()]);
    render(<Part name="Bilal" />);
    expect(await screen.findByText('Salaam, Bilal')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
