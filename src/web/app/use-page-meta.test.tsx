// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { DEFAULT_DESCRIPTION, publicPageFor } from '../../shared/site/public-pages';
import { renderWithApp } from '../test/render-with-app';
import { usePageMeta } from './use-page-meta';

afterEach(cleanup);

function Probe() {
  usePageMeta();
  return <Link to="/browse">Browse</Link>;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('follows the public page, and falls back to the defaults elsewhere', async () => {
    renderWithApp(<Probe />, { me: null, path: '/about', routePath: '*' });
    expect(document.title).toBe(publicPageFor('/about')!.title);
    expect(description()).toBe(publicPageFor('/about')!.description);

    fireEvent.click(screen.getByRole('link', { name: 'Browse' }));
    await screen.findByRole('link', { name: 'Browse' });
    expect(document.title).toBe('Mithaq');
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });
});
