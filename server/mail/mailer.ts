import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { mode: 'smtp' | 'outbox'; send(mail: Mail): Promise<void> };

/** nodemailer is loaded with the first mail, not at start-up. */
function lazyTransport(options: string | Record<string, unknown>) {
  let transport: Promise<Transporter> | null = null;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/**
 * Mail goes to SMTP_URL. Without it, each message is written as a .eml file to
 * DATA_DIR/outbox and its text to the log, so a local install works with no mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = lazyTransport(opts.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await (await transport()).sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await (await transport()).sendMail({ from: opts.from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.log.info({ to: mail.to, file }, `Outbox mail "${mail.subject}": ${mail.text.split('\n').find(Boolean)}`);
    },
  };
}
