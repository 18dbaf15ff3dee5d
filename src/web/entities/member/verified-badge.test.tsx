// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { VerifiedBadge } from './verified-badge';

afterEach(cleanup);

describe('VerifiedBadge', () => {
  it('is an image named Verified, with what it means in its title; or the word beside the check', async () => {
    renderWithApp(
      <>
        <VerifiedBadge />
        <VerifiedBadge variant="label" />
      </>,
      { me: buildMe() },
    );
    const icon = await screen.findByRole('img', { name: 'Verified' });
    expect(icon.getAttribute('title')).toBe("Verified: our team matched a selfie with this member's photos");
    expect(screen.getByText('Verified')).toBeTruthy();
  });
});
