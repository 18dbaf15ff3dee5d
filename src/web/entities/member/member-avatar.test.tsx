// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { MemberAvatar } from './member-avatar';

afterEach(cleanup);

describe('MemberAvatar', () => {
  it('shows a photo with its own alt text', () => {
    renderWithApp(<MemberAvatar src="/media/photos/u/a.webp" alt="Photo of Amina" fallback="A" />, {
      me: buildMe(),
    });
    expect(screen.getByRole('img', { name: 'Photo of Amina' }).getAttribute('src')).toBe(
      '/media/photos/u/a.webp',
    );
  });

  it('says a hidden photo is hidden, and draws the lock', () => {
    const { container } = renderWithApp(
      <MemberAvatar src="/media/photos/u/f00-blur.webp" photoHidden alt="Photo of Amina" fallback="A" />,
      { me: buildMe() },
    );
    const img = screen.getByRole('img', { name: 'Photo hidden until you are connected' });
    expect(img.getAttribute('src')).toBe('/media/photos/u/f00-blur.webp');
    expect(container.querySelector('[title="Photo hidden until you are connected"] svg')).not.toBeNull();
  });

  it('falls back to the initials, without a lock, when there is no photo', () => {
    const { container } = renderWithApp(<MemberAvatar src={null} photoHidden alt="" fallback="AY" />, {
      me: buildMe(),
    });
    expect(screen.getByText('AY')).toBeTruthy();
    expect(container.querySelector('[title]')).toBeNull();
  });
});
