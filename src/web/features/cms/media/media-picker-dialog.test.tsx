// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMediaFile } from '../../../../shared/cms/media-contract';
import { json } from '../../../test/stub-api';
import { buildMediaFile, callsTo, renderScreen } from './library-harness';
import { MediaPickerDialog } from './media-picker-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** An editor's button that opens the picker and shows what was picked. */
function Editor({ onPick }: { onPick: (file: TMediaFile) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Featured image
      </button>
      <MediaPickerDialog open={open} onOpenChange={setOpen} onPick={onPick} />
    </>
  );
}

describe('MediaPickerDialog', () => {
  it('loads its own catalog, offers images only, and hands back the file picked', async () => {
    const onPick = vi.fn();
    const { spy } = renderScreen(
      <Editor onPick={onPick} />,
      {
        'GET /api/cms/media': () => json({ items: [buildMediaFile()], total: 1, page: 1, page_size: 24 }),
      },
      '/admin/cms/posts/new',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Featured image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    const choice = await screen.findByRole('button', { name: 'Choose courtyard.jpg' });
    expect(callsTo(spy, '/api/cms/media')[0]?.url.searchParams.get('type')).toBe('image');
    expect(screen.getByRole('button', { name: 'Upload Files' })).toBeTruthy();
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    fireEvent.click(choice);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'media-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
