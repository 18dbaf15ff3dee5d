import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from './logger.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** Answers go here instead of to MAIL_FROM (a contact message: to the member who wrote it). */
  replyTo?: string;
  /** Marked urgent in the mailbox (X-Priority / Importance headers): a member with priority support. */
  priority?: 'high';
};
/** Whether mail can leave now, as the admin dashboard shows it (GET /api/admin/stats). */
export type MailCheck = { transport: 'smtp' | 'outbox'; ok: boolean; checkedAt: Date; detail: string | null };
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Asks the transport (a mailer a test hands in may have none). */
  check?: () => Promise<MailCheck>;
};

/** An SMTP check opens a connection: one answer serves every dashboard for a minute. */
const CHECK_TTL_MS = 60_000;
const CHECK_TIMEOUT_MS = 3_000;

function rememberedCheck(run: () => Promise<MailCheck>): () => Promise<MailCheck> {
  let last: Promise<MailCheck> | undefined;
  let until = 0;
  return () => {
    if (!last || Date.now() >= until) {
      until = Date.now() + CHECK_TTL_MS;
      last = run();
    }
    return last;
  };
}

/** What the admin sees of a failed check ('ESOCKET: connect ECONNREFUSED 127.0.0.1:1'); no credentials. */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

type Nodemailer = typeof nodemailer;

/**
 * nodemailer (about 12 MB resident) is loaded with the first message rather than at start: most
 * processes of a server send mail rarely, and the memory counts against every instance.
 */
function lazyTransport(create: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((module) => create(module.default)));
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send({ to, subject, text, html, replyTo, priority }) {
        await (await transport()).sendMail({ from, to, subject, text, html, replyTo, priority });
        log.info({ to, subject }, 'mail sent');
      },
      // nodemailer's verify(): connect, EHLO, STARTTLS and AUTH as a send would, without sending.
      check: rememberedCheck(async () => {
        const checkedAt = new Date();
        try {
          const smtp = await transport();
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('no answer within 3 s')), CHECK_TIMEOUT_MS);
          });
          await Promise.race([smtp.verify(), timeout]).finally(() => clearTimeout(timer));
          return { transport: 'smtp', ok: true, checkedAt, detail: null };
        } catch (error) {
          log.warn({ err: error }, 'mail: SMTP check failed');
          return { transport: 'smtp', ok: false, checkedAt, detail: failure(error) };
        }
      }),
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send({ to, subject, text, html, link, replyTo, priority }) {
      const info = await (await transport()).sendMail({ from, to, subject, text, html, replyTo, priority });
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Development convenience: without SMTP the link is only reachable through the outbox or this line.
      log.info({ to, subject, file, link }, 'mail written to outbox');
    },
    async check() {
      const checkedAt = new Date();
      try {
        await mkdir(outboxDir, { recursive: true });
        await access(outboxDir, constants.W_OK);
        return { transport: 'outbox', ok: true, checkedAt, detail: null };
      } catch (error) {
        return { transport: 'outbox', ok: false, checkedAt, detail: failure(error) };
      }
    },
  };
}
