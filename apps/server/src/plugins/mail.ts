import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { newId } from '@kontor/core/ids';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema/mail.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table plus a log line (development, tests). */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string },
  db: Db,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(outbox).values({ id: newId(), ...mail });
      log.info(
        { to: mail.to, subject: mail.subject },
        `E-Mail (nicht versendet, kein SMTP_URL):\n${mail.text}`,
      );
    },
  };
}
