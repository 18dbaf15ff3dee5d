import { describe, expect, it } from 'vitest';
import { sniffImage } from './images.ts';
import { diskStorage } from './storage.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImage', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'rest')],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'rest')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
  ] as const)('knows %s by its first bytes', (kind, input) => {
    expect(sniffImage(input)).toBe(kind);
  });

  it.each([
    ['empty', bytes()],
    ['HTML', bytes('<!DOCTYPE html><html>')],
    ['HTML before a PNG signature', bytes('<html>', [0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['PDF', bytes('%PDF-1.7')],
    ['GIF', bytes('GIF89a')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['a cut-off PNG signature', bytes([0x89], 'PNG')],
  ])('refuses %s', (_name, input) => {
    expect(sniffImage(input)).toBeNull();
  });
});

describe('diskStorage.keyFor', () => {
  const storage = diskStorage('/tmp/media-root');
  it('maps its own URLs back to keys and refuses anything else', () => {
    expect(storage.keyFor('/media/photos/AbC123/0a1b-256.webp')).toBe('photos/AbC123/0a1b-256.webp');
    expect(storage.keyFor(storage.urlFor('avatars/x.webp'))).toBe('avatars/x.webp');
    expect(storage.keyFor('https://cdn.example/photos/a.webp')).toBeNull();
    expect(storage.keyFor('/media/../secrets.txt')).toBeNull();
    expect(storage.keyFor('/media/photos/a/../../b.webp')).toBeNull();
  });
});
