import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxMail = { to: string; subject: string; raw: string; links: string[] };

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The .eml files the outbox mailer wrote, oldest first, with the links found in them. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        raw,
        // The HTML part's DOCTYPE names its DTD by URL; that is no link of the mail.
        links: [...new Set(raw.replace(/<!DOCTYPE[^>]*>/gi, '').match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    }),
  );
}
