// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

async function showToast(text: string) {
  render(
    <Providers queryClient={createQueryClient()}>
      <p>page</p>
    </Providers>,
  );
  // The toast host downloads after the first paint; a toast raised before is shown once it is in.
  act(() => void toast.error(text));
  await screen.findByText(text);
  return document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
}

describe('the toasts', () => {
  // Issue 16: a toast never covers the sticky header and its navigation (top of the screen).
  it('rise at the bottom, on the end side (right in English)', async () => {
    const toaster = await showToast('Failed to load profiles');
    expect(toaster.dataset.yPosition).toBe('bottom');
    expect(toaster.dataset.xPosition).toBe('right');
  });
});
