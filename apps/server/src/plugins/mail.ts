import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { newId } from '@kontor/core/ids';
import type { Db, DbOrTx } from '../db/database.ts';
import { outbox } from '../db/schema/mail.ts';
import { enqueueJob } from '../jobs/job-enqueue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';

const mailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string() });
export type Mail = z.infer<typeof mailSchema>;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const MAIL_JOB = 'mail';
/** Attempts per mail: with the default backoff the last one is about 8 minutes after the first. */
export const MAIL_ATTEMPTS = 5;

/**
 * Queues a mail; the job worker sends it with retries (a request never waits for SMTP).
 * Pass the transaction of the write that causes the mail, so both commit together.
 */
export function enqueueMail(db: DbOrTx, mail: Mail): Promise<string> {
  return enqueueJob(db, {
    kind: MAIL_JOB,
    payload: mail,
    label: `E-Mail an ${mail.to}: ${mail.subject}`,
    maxAttempts: MAIL_ATTEMPTS,
  });
}

export function mailJobHandler(mailer: Mailer): JobHandler {
  return { run: (payload) => mailer.send(mailSchema.parse(payload)) };
}

/** Bounded waits, so a hanging SMTP server fails an attempt instead of holding the worker. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
};

/** SMTP when SMTP_URL is set; otherwise the outbox table plus a log line (development, tests). */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string },
  db: Db,
  log: FastifyBaseLogger,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...timeouts });
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
