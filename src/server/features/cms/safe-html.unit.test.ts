import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeCmsHtml } from './safe-html.ts';

describe('sanitizeCmsHtml', () => {
  it('keeps the editor’s formatting and right-to-left paragraphs', () => {
    const html =
      '<h2>Title</h2><p dir="rtl">نص</p><ul><li><strong>a</strong></li></ul><blockquote><p>q</p></blockquote>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('takes out scripts, handlers, javascript: links, styles and foreign frames', () => {
    const out = sanitizeCmsHtml(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><a href="javascript:alert(1)">l</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example/"></iframe><svg onload="alert(1)"></svg>',
    );
    expect(out).not.toMatch(/<script|iframe|onclick|onerror|onload|style=|javascript:|evil|svg/i);
    expect(out).toContain('<p>a</p>');
  });

  it('makes a new-tab link unable to reach back, and keeps YouTube embeds sandboxed', () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeCmsHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toContain(
      'sandbox=',
    );
  });
});

describe('plainTextOf', () => {
  it('gives the words with blocks separated and entities decoded', () => {
    expect(plainTextOf('<h2>Nikah</h2><p>Tom &amp; Jerry&nbsp;meet</p><script>x</script>')).toBe(
      'Nikah Tom & Jerry meet',
    );
  });
});
