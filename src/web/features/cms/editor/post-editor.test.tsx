// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CMS_TEXTS, type TPost } from '../../../../shared/cms/cms-contract';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { ADMIN_ME, buildPost, loadCmsTexts } from '../cms-test-data';
import { PostEditorPage } from '../posts/post-editor-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadCmsTexts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const taxonomy = {
  'GET /api/cms/categories': () => json({ items: [] }),
  'GET /api/cms/tags': () => json({ items: [] }),
  'GET /api/cms/posts/post-1/revisions': () => json({ items: [] }),
};

/** The editor at `path`, the server holding `post` (PUT answers what it was sent, with its status). */
function renderEditor(path: string, post: TPost | null) {
  const server = { post };
  const spy = stubApi({
    ...taxonomy,
    'GET /api/cms/posts/post-1': () => json(server.post),
    'PUT /api/cms/posts/post-1': (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<TPost>;
      server.post = buildPost({
        ...server.post,
        ...body,
        tags: [],
        category: null,
        updated_at: '2026-11-21T10:00:00Z',
      });
      return json(server.post);
    },
  });
  const editor = <PostEditorPage />;
  renderWithApp(editor, {
    me: ADMIN_ME,
    path,
    routePath: path === '/admin/cms/posts/new' ? path : '/admin/cms/posts/:id/edit',
  });
  return spy;
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const writes = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

describe('the post editor', () => {
  it('makes the slug from the title only while the slug is empty', async () => {
    renderEditor('/admin/cms/posts/new', null);
    const title = await screen.findByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'Café Nikāḥ: a guide!' } });
    expect(input(/^Slug/).value).toBe('cafe-nikah-a-guide');

    fireEvent.change(input(/^Slug/), { target: { value: 'my-own-slug' } });
    fireEvent.change(title, { target: { value: 'Another title' } });
    expect(input(/^Slug/).value).toBe('my-own-slug');

    fireEvent.change(input(/^Slug/), { target: { value: '' } });
    fireEvent.change(title, { target: { value: 'Back to the title' } });
    expect(input(/^Slug/).value).toBe('back-to-the-title');
  });

  it('never replaces the slug of a saved post when its title changes', async () => {
    renderEditor('/admin/cms/posts/post-1/edit', buildPost());
    const title = await screen.findByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'A new title' } });
    expect(input(/^Slug/).value).toBe('choosing-a-spouse-with-care');
  });

  it('says the required fields are missing in one toast, without calling the server', async () => {
    const spy = renderEditor('/admin/cms/posts/new', null);
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Only a title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CMS_TEXTS.requiredFields));
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(writes(spy)).toEqual([]);
    expect(screen.queryByText(CMS_TEXTS.requiredFields)).toBeNull();
  });

  it("publishes a draft, then the button reads 'Update'", async () => {
    const spy = renderEditor('/admin/cms/posts/post-1/edit', buildPost());
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Post updated successfully');
    const [, init] = writes(spy)[0] ?? [];
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      status: 'published',
      slug: 'choosing-a-spouse-with-care',
      published_at: null,
    });
    expect(sent.content).toContain('Marriage is half of the faith.');
  });

  it('says a taken slug at the field and in the toast; created, it moves to the edit route', async () => {
    const server = { taken: true };
    const spy = stubApi({
      ...taxonomy,
      'POST /api/cms/posts': (init) => {
        if (server.taken)
          return json(
            {
              error: {
                code: 'SLUG_TAKEN',
                message: 'This slug is taken',
                fields: { slug: 'This slug is taken' },
              },
            },
            409,
          );
        const body = JSON.parse(String(init?.body)) as Partial<TPost>;
        return json(buildPost({ ...body, tags: [], category: null, id: 'post-9' }), 201);
      },
      'GET /api/cms/posts/post-9/revisions': () => json({ items: [] }),
    });
    renderWithApp(<PostEditorPage />, {
      me: ADMIN_ME,
      path: '/admin/cms/posts/new',
      routes: [{ path: '/admin/cms/posts/:id/edit', element: <p>edit route {'{id}'}</p> }],
    });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Hello' } });
    // jsdom cannot type into a contenteditable: the body gets a link through the toolbar's Link dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(await screen.findByLabelText('URL'), { target: { value: 'https://example.com/nikah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('This slug is taken')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to create post: This slug is taken');
    expect(input(/^Slug/).getAttribute('aria-invalid')).toBe('true');

    server.taken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('edit route {id}')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Post created successfully');
    const [, init] = writes(spy).at(-1) ?? [];
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ status: 'draft', slug: 'hello', title: 'Hello' });
    expect(sent.content).toContain('href="https://example.com/nikah"');
  });
});
