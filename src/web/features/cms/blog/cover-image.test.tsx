import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';

const media = {
  width: 1200,
  height: 630,
  variants: [
    { width: 320, url: '/media/cms/a/cover-320.webp' },
    { width: 768, url: '/media/cms/a/cover-768.webp' },
  ],
};

describe('CoverImage', () => {
  it("offers the library's copies beside the original, in its own proportions, lazily", () => {
    const html = renderToStaticMarkup(
      <CoverImage url="/media/cms/a/cover.jpg" media={media} alt="Cover" sizes="100vw" />,
    );
    expect(html).toContain(
      'srcSet="/media/cms/a/cover-320.webp 320w, /media/cms/a/cover-768.webp 768w, /media/cms/a/cover.jpg 1200w"',
    );
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="1200" height="630"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
  });

  it('fetches the largest image above the fold first; an outside image keeps a 16:9 box', () => {
    const html = renderToStaticMarkup(
      <CoverImage url="https://images.example/x.jpg" alt="X" sizes="100vw" priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('width="1200" height="675"');
    expect(html).not.toContain('srcSet');
  });
});
