import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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
export type Mailer = { send: (message: MailMessage) => Promise<void> };

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
  };
}
