// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_TEXTS, type TMediaFile } from '../../../../shared/cms/media-contract';
import { json } from '../../../test/stub-api';
import { loadLibraryCatalog } from './library-catalog';
import { buildMediaFile, callsTo, renderScreen, type Handlers } from './library-harness';
import { MediaLibraryPage } from './media-library-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadLibraryCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const page = (items: TMediaFile[]) => json({ items, total: items.length, page: 1, page_size: 24 });

function renderLibrary(handlers: Handlers, path = '/admin/cms/media') {
  return renderScreen(<MediaLibraryPage />, handlers, path, '/admin/cms/media');
}

describe('/admin/cms/media', () => {
  it("says 'No media files found', and asks the server with the URL's search and type", async () => {
    const { spy } = renderLibrary(
      { 'GET /api/cms/media': () => page([]) },
      '/admin/cms/media?search=tile&type=document',
    );
    expect(await screen.findByText('No media files found')).toBeTruthy();
    const [call] = callsTo(spy, '/api/cms/media');
    expect(call?.url.searchParams.get('search')).toBe('tile');
    expect(call?.url.searchParams.get('type')).toBe('document');
    expect((screen.getByLabelText('File type') as HTMLSelectElement).value).toBe('document');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
  });

  it('shows each file with its smallest image, type, size and dimensions', async () => {
    const pdf = buildMediaFile({
      id: 'media-2',
      original_name: 'guide.pdf',
      mime_type: 'application/pdf',
      file_type: 'document',
      file_size: 2_097_152,
      variants: [],
      width: null,
      height: null,
    });
    const { view } = renderLibrary({ 'GET /api/cms/media': () => page([buildMediaFile(), pdf]) });
    const image = await screen.findByRole('button', { name: 'Details of courtyard.jpg' });
    expect(within(image).getByRole('img').getAttribute('src')).toBe('/media/cms/courtyard-320.webp');
    expect(within(image).getByText('Image · 240 kB · 1600 × 900')).toBeTruthy();
    const doc = screen.getByRole('button', { name: 'Details of guide.pdf' });
    expect(within(doc).getByText('Document · 2 MB')).toBeTruthy();
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(view.container, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    fireEvent.click(image);
    const dialog = await screen.findByRole('dialog', { name: 'File details' });
    expect((await axe.run(dialog, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('refused because the file is in use: lists who uses it, then Delete anyway sends force=true', async () => {
    const used = buildMediaFile({
      used_by: [
        { kind: 'post', id: 'post-1', title: 'Choosing well' },
        { kind: 'page', id: 'page-1', title: 'About us' },
      ],
    });
    let forced = false;
    const { spy } = renderLibrary({
      'GET /api/cms/media': () => page(forced ? [] : [used]),
      'DELETE /api/cms/media/media-1': () => {
        if (callsTo(spy, '/api/cms/media/media-1', 'DELETE').at(-1)?.url.searchParams.get('force') !== 'true')
          return json({ error: { code: 'MEDIA_IN_USE', message: 'This file is in use' } }, 409);
        forced = true;
        return json({ message: 'Media file deleted successfully' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Details of courtyard.jpg' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(within(dialog).getByText(MEDIA_TEXTS.confirmDelete)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText(MEDIA_TEXTS.inUse)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Choosing well' }).getAttribute('href')).toBe(
      '/admin/cms/posts/post-1/edit',
    );
    expect(within(dialog).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/admin/cms/pages/page-1/edit',
    );
    expect(toast.error).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Media file deleted successfully'));
    const deletes = callsTo(spy, '/api/cms/media/media-1', 'DELETE');
    expect(deletes.map(({ url }) => url.searchParams.get('force'))).toEqual([null, 'true']);
    expect(await screen.findByText('No media files found')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves the alt text when the field is left, only when it changed', async () => {
    const { spy } = renderLibrary({
      'GET /api/cms/media': () => page([buildMediaFile()]),
      'PUT /api/cms/media/media-1': (init) =>
        json(buildMediaFile({ alt_text: (JSON.parse(String(init?.body)) as { alt_text: string }).alt_text })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Details of courtyard.jpg' }));
    const alt = (await screen.findByLabelText('Alt text')) as HTMLTextAreaElement;
    fireEvent.blur(alt);
    expect(callsTo(spy, '/api/cms/media/media-1', 'PUT')).toHaveLength(0);
    fireEvent.change(alt, { target: { value: 'The courtyard of the old mosque' } });
    fireEvent.blur(alt);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Media file updated successfully'));
    const [put] = callsTo(spy, '/api/cms/media/media-1', 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ alt_text: 'The courtyard of the old mosque' });
  });

  it("uploads several files in one request; a refused file is listed with the server's reason", async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 201;
        statusText = 'Created';
        responseText = JSON.stringify({
          uploaded: [buildMediaFile({ id: 'media-new', original_name: 'garden.png' })],
          rejected: [{ original_name: 'notes.exe', message: MEDIA_TEXTS.unsupported }],
        });
        upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        onabort: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        send(body: FormData) {
          sent.push(body);
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    const { spy } = renderLibrary({ 'GET /api/cms/media': () => page([]) });
    await screen.findByText('No media files found');
    const files = [
      new File([new Uint8Array([137, 80, 78, 71])], 'garden.png', { type: 'image/png' }),
      new File([new Uint8Array([77, 90])], 'notes.exe', { type: 'application/octet-stream' }),
    ];
    fireEvent.change(screen.getByLabelText('Upload Files'), { target: { files } });
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText(`notes.exe: ${MEDIA_TEXTS.unsupported}`)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('File uploaded successfully');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.getAll('files').map((file) => (file as File).name)).toEqual(['garden.png', 'notes.exe']);
    await waitFor(() => expect(callsTo(spy, '/api/cms/media')).toHaveLength(2));
  });
});
