import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the offline outbox: messages are kept
 * in the database for the operator to read, and nothing leaves the machine.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(m) {
      await opts.db.insert(outboxEmails).values({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? null });
    },
  };
}
