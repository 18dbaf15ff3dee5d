import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TMediaUploadResult } from '../../src/shared/cms/media-contract.ts';
import type { TestApp } from './test-app.ts';

/** A file as a client sends it: bytes, a name and a declared type (both of which may lie). */
export type UploadFile = { bytes: Uint8Array; name: string; type: string };

/** The smallest well-formed PDF a reader opens (one empty page). */
export function minimalPdf(): Uint8Array {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A minimal Word document (a zip with [Content_Types].xml, _rels/.rels and word/document.xml). */
export async function minimalDocx(): Promise<Uint8Array> {
  return new Uint8Array(await readFile(join(import.meta.dirname, 'fixtures', 'minimal.docx')));
}

/**
 * A JPEG as a phone takes it: EXIF with GPS coordinates and orientation 6 (shown turned 90°), so the
 * stored copy can be checked for both the rotation and the missing metadata.
 */
export function jpegWithGps(size = { width: 1400, height: 900 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function uploadForm(files: readonly UploadFile[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  return form;
}

export async function uploadMedia(t: TestApp, cookie: string | undefined, files: readonly UploadFile[]) {
  const response = await t.request('/api/cms/media', {
    method: 'POST',
    body: uploadForm(files),
    ...(cookie ? { cookie } : {}),
  });
  return {
    status: response.status,
    body: (await response.json()) as TMediaUploadResult & {
      error?: { code: string; message: string; fields?: Record<string, string> };
    },
  };
}
