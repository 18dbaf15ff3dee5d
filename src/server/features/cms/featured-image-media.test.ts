import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost } from '../../../../tests/support/factories/cms-content.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { imageBytes } from '../../../../tests/support/images.ts';
import { uploadMedia } from '../../../../tests/support/media-files.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TBlogList, TBlogPost } from '../../../shared/cms/blog-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the public blog's featured images", () => {
  it("carry the media library's size and WebP copies; an outside address carries none", async () => {
    const admin = await buildSignedIn(t, { role: 'admin' });
    const bytes = await imageBytes('png', { width: 800, height: 400 });
    const { status, body } = await uploadMedia(t, admin.cookie, [
      { bytes, name: 'cover.png', type: 'image/png' },
    ]);
    expect(status).toBe(201);
    const cover = body.uploaded[0]!;
    const publishedAt = new Date(t.clock.now().getTime() - 3_600_000);
    await buildPost(t.db, {
      slug: 'ours',
      status: 'published',
      publishedAt,
      featuredImageUrl: cover.file_url,
    });
    await buildPost(t.db, {
      slug: 'theirs',
      status: 'published',
      publishedAt,
      featuredImageUrl: 'https://images.example/cover.jpg',
    });

    const post = (await (await t.request('/api/blog/ours')).json()) as TBlogPost;
    expect(post.featured_image_media).toEqual({
      width: 800,
      height: 400,
      variants: [320, 768].map((width) => ({
        width,
        url: cover.variants.find((v) => v.width === width)!.url,
      })),
    });
    const list = (await (await t.request('/api/blog')).json()) as TBlogList;
    const cards = [...list.featured, ...list.posts];
    expect(cards.find((c) => c.slug === 'ours')?.featured_image_media).toEqual(post.featured_image_media);
    expect(cards.find((c) => c.slug === 'theirs')?.featured_image_media).toBeNull();
  });
});
