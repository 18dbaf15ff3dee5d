import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsMedia } from '../../db/schema/index.ts';
import { MEDIA_LIMITS, MEDIA_TEXTS, type TMediaFile } from '../../../shared/cms/media-contract.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { imageBytes, listMedia } from '../../../../tests/support/images.ts';
import { jpegWithGps, minimalDocx, minimalPdf, uploadMedia } from '../../../../tests/support/media-files.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const stored = (url: string) => readFile(join(t.deps.storage.root, url.slice('/media/'.length)));
const mediaCount = async () => (await t.db.select({ n: count() }).from(cmsMedia))[0]!.n;
const KEY = /^\/media\/cms\/[0-9a-f]{32}\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

describe('POST /api/cms/media', () => {
  it('stores two images, a PDF and a DOCX from one request, judged by their bytes, images without EXIF', async () => {
    const jpeg = await jpegWithGps();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    expect(before.orientation).toBe(6);
    const png = await imageBytes('png', { width: 500, height: 300 });

    const { status, body } = await uploadMedia(t, admin.cookie, [
      { bytes: jpeg, name: 'Beach day.JPG', type: 'image/jpeg' },
      { bytes: png, name: 'logo.png', type: 'application/octet-stream' },
      { bytes: minimalPdf(), name: 'Guide.pdf', type: 'application/pdf' },
      { bytes: await minimalDocx(), name: 'Résumé final.docx', type: 'application/octet-stream' },
    ]);
    expect(status).toBe(201);
    expect(body.rejected).toEqual([]);
    const [photo, logo, pdf, docx] = body.uploaded as [TMediaFile, TMediaFile, TMediaFile, TMediaFile];

    // Turned upright by its EXIF orientation: 1400x900 shown turned is 900 wide, 1400 high.
    expect(photo).toMatchObject({
      original_name: 'Beach day.JPG',
      mime_type: 'image/jpeg',
      file_type: 'image',
    });
    expect([photo.width, photo.height]).toEqual([900, 1400]);
    expect(photo.file_url).toMatch(KEY);
    expect(photo.file_url).toMatch(/\/Beach-day\.jpg$/);
    expect(photo.variants.map((v) => v.width)).toEqual([320, 768]);
    const original = await sharp(await stored(photo.file_url)).metadata();
    expect(original.exif).toBeUndefined();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 900, 1400]);
    for (const variant of photo.variants) {
      const meta = await sharp(await stored(variant.url)).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', variant.width, undefined]);
    }

    expect(logo).toMatchObject({ mime_type: 'image/png', width: 500, height: 300 });
    expect(logo.variants.map((v) => v.width)).toEqual([320]);
    expect(pdf).toMatchObject({
      mime_type: 'application/pdf',
      file_type: 'document',
      width: null,
      variants: [],
    });
    expect(pdf.file_size).toBe(minimalPdf().byteLength);
    expect(docx).toMatchObject({
      original_name: 'Résumé final.docx',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      file_type: 'document',
    });
    expect(docx.file_url).toMatch(/\/Resume-final\.docx$/);
    expect(Buffer.compare(await stored(docx.file_url), Buffer.from(await minimalDocx()))).toBe(0);
    // Every key sits in its own random folder.
    expect(new Set(body.uploaded.map((f) => f.file_url.split('/')[3])).size).toBe(4);

    // Served with the type we sniffed, nosniff, and documents as downloads under their name.
    const served = await t.request(pdf.file_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      'attachment; filename="Guide.pdf"; filename*=UTF-8\'\'Guide.pdf',
    );
    const word = await t.request(docx.file_url);
    expect(word.headers.get('content-type')).toBe(docx.mime_type);
    expect(word.headers.get('content-disposition')).toBe(
      'attachment; filename="R_sum_ final.docx"; filename*=UTF-8\'\'R%C3%A9sum%C3%A9%20final.docx',
    );
    const image = await t.request(photo.file_url);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBeNull();
    expect((await t.request(photo.variants[0]!.url)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses files that lie about their type, and stores the honest one beside them', async () => {
    const html = new TextEncoder().encode(
      '<html><body><script>alert(document.cookie)</script></body></html>',
    );
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(300).fill(0)]);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]);
    const before = await mediaCount();
    const { status, body } = await uploadMedia(t, admin.cookie, [
      { bytes: html, name: 'cute-cat.png', type: 'image/png' },
      { bytes: exe, name: 'setup.exe', type: 'image/png' },
      { bytes: xls, name: 'budget.xls', type: 'application/msword' },
      { bytes: await imageBytes('webp'), name: 'real.webp', type: 'image/webp' },
    ]);
    expect(status).toBe(201);
    expect(body.uploaded.map((f) => f.original_name)).toEqual(['real.webp']);
    expect(body.rejected).toEqual([
      { original_name: 'cute-cat.png', message: MEDIA_TEXTS.unsupported },
      { original_name: 'setup.exe', message: MEDIA_TEXTS.unsupported },
      { original_name: 'budget.xls', message: MEDIA_TEXTS.unsupported },
    ]);
    expect(await mediaCount()).toBe(before + 1);
  });

  it('keeps a GIF a GIF, animation and all, and records the size of one frame', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 400, height: 300, channels: 4, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#2255aa', '#aa5522', '#22aa55'].map(frame));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);

    const { status, body } = await uploadMedia(t, admin.cookie, [
      { bytes: gif, name: 'wave.gif', type: 'image/gif' },
    ]);
    expect(status).toBe(201);
    const file = body.uploaded[0]!;
    expect(file).toMatchObject({ mime_type: 'image/gif', width: 400, height: 300 });
    expect(file.file_url).toMatch(/\/wave\.gif$/);
    expect((await sharp(await stored(file.file_url), { animated: true }).metadata()).pages).toBe(3);
    expect(file.variants.map((v) => v.width)).toEqual([320]);
    expect((await t.request(file.file_url)).headers.get('content-type')).toBe('image/gif');
  });

  it('stores video and audio as received, under the extension of what their bytes are', async () => {
    const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
    const mp4 = new Uint8Array([
      0,
      0,
      0,
      0x18,
      ...ascii('ftypisom'),
      0,
      0,
      2,
      0,
      ...ascii('isomiso2'),
      ...new Array(200).fill(0),
    ]);
    const mp3 = new Uint8Array([
      ...ascii('ID3'),
      3,
      0,
      0,
      0,
      0,
      0,
      0,
      0xff,
      0xfb,
      0x90,
      0x64,
      ...new Array(400).fill(0),
    ]);
    const { status, body } = await uploadMedia(t, admin.cookie, [
      { bytes: mp4, name: 'nikah.mp3', type: 'audio/mpeg' },
      { bytes: mp3, name: 'nasheed', type: 'application/octet-stream' },
    ]);
    expect(status).toBe(201);
    expect(body.uploaded.map((f) => [f.mime_type, f.file_type, f.file_url.split('.').pop()])).toEqual([
      ['video/mp4', 'video', 'mp4'],
      ['audio/mpeg', 'audio', 'mp3'],
    ]);
    expect(Buffer.compare(await stored(body.uploaded[0]!.file_url), Buffer.from(mp4))).toBe(0);
    const served = await t.request(body.uploaded[1]!.file_url);
    expect([served.headers.get('content-type'), served.headers.get('content-disposition')]).toEqual([
      'audio/mpeg',
      null,
    ]);
  });

  it('takes an old Word file (a compound file) only when it is named .doc', async () => {
    const cfb = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]);
    const { status, body } = await uploadMedia(t, admin.cookie, [
      { bytes: cfb, name: 'letter.doc', type: 'application/octet-stream' },
    ]);
    expect(status).toBe(201);
    expect(body.uploaded[0]).toMatchObject({ mime_type: 'application/msword', file_type: 'document' });
    expect(body.uploaded[0]!.file_url).toMatch(/\/letter\.doc$/);
  });

  it('answers 400 and stores nothing when every file is refused: a lie, an oversized image, a damaged one', async () => {
    const pngHeader = (await imageBytes('png')).subarray(0, 64);
    const oversized = new Uint8Array(MEDIA_LIMITS.image + 1);
    oversized.set(pngHeader);
    const before = { rows: await mediaCount(), files: await listMedia(t) };
    const { status, body } = await uploadMedia(t, admin.cookie, [
      { bytes: new TextEncoder().encode('just text'), name: 'notes.pdf', type: 'application/pdf' },
      { bytes: oversized, name: 'huge.png', type: 'image/png' },
      { bytes: pngHeader, name: 'broken.png', type: 'image/png' },
    ]);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('MEDIA_REJECTED');
    expect(body.uploaded).toEqual([]);
    expect(body.rejected).toEqual([
      { original_name: 'notes.pdf', message: MEDIA_TEXTS.unsupported },
      { original_name: 'huge.png', message: MEDIA_TEXTS.tooLarge(10) },
      { original_name: 'broken.png', message: 'The image is damaged or incomplete' },
    ]);
    expect(await mediaCount()).toBe(before.rows);
    expect(await listMedia(t)).toEqual(before.files);
  });

  it(`refuses more than ${MEDIA_LIMITS.filesPerUpload} files in one request, storing none`, async () => {
    const png = await imageBytes('png', { width: 8, height: 8 });
    const files = Array.from({ length: MEDIA_LIMITS.filesPerUpload + 1 }, (_, i) => ({
      bytes: png,
      name: `tile-${i}.png`,
      type: 'image/png',
    }));
    const before = await mediaCount();
    const { status, body } = await uploadMedia(t, admin.cookie, files);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { files: MEDIA_TEXTS.tooManyFiles(MEDIA_LIMITS.filesPerUpload) },
    });
    expect(await mediaCount()).toBe(before);
  });

  it('refuses an upload declared larger than the files of one request may be, with 413', async () => {
    const response = await t.request('/api/cms/media', {
      method: 'POST',
      cookie: admin.cookie,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MEDIA_LIMITS.uploadTotal + 1024 * 1024),
      },
      body: '--x--\r\n',
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MEDIA_TEXTS.uploadTooLarge(110) });
  });

  it('refuses visitors, members and moderators before reading the files', async () => {
    const member = await buildSignedIn(t);
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const files = [{ bytes: await imageBytes('png'), name: 'a.png', type: 'image/png' }];
    const before = await mediaCount();
    expect((await uploadMedia(t, undefined, files)).status).toBe(401);
    expect((await uploadMedia(t, member.cookie, files)).status).toBe(403);
    expect((await uploadMedia(t, moderator.cookie, files)).status).toBe(403);
    expect(await mediaCount()).toBe(before);
    const [row] = await t.db.select({ n: count() }).from(cmsMedia).where(eq(cmsMedia.uploadedBy, member.id));
    expect(row?.n).toBe(0);
  });
});
