import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { newId } from '@kontor/core/ids';
import { singleLine } from '@kontor/core/schemas/common';
import { oneLineTextProblem } from '@kontor/core/schemas/one-line-text';
import type { Db, DbOrTx } from '../db/database.ts';
import { outbox } from '../db/schema/mail.ts';
import { enqueueJob } from '../jobs/job-enqueue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** Instead of MAIL_FROM (a form's sender address, docs/forms.md). */
  from: z.string().optional(),
  replyTo: z.string().optional(),
});
export type Mail = z.infer<typeof mailSchema>;

/** A link in a mail: as is in the text part, an anchor in the HTML part. */
export class MailLink {
  constructor(readonly href: string) {}
}

/** One paragraph of a mail, in both parts. */
export interface MailParagraph {
  text: string;
  html: string;
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);

/**
 * A mail paragraph from a template whose values are typed by users (names, project names): each
 * value becomes one line, so it cannot add lines or headers of its own, and is escaped in the
 * HTML part. Every mail text is built with it, so no template can forget either.
 */
export function mailText(
  strings: TemplateStringsArray,
  ...values: (string | number | MailLink)[]
): MailParagraph {
  let text = strings[0]!;
  let html = escapeHtml(strings[0]!);
  values.forEach((value, i) => {
    const rest = strings[i + 1]!;
    if (value instanceof MailLink) {
      const href = escapeHtml(value.href);
      text += value.href + rest;
      html += `<a href="${href}">${href}</a>${escapeHtml(rest)}`;
    } else {
      const line = singleLine(String(value));
      text += line + rest;
      html += escapeHtml(line) + escapeHtml(rest);
    }
  });
  return { text, html };
}

/**
 * A value someone typed, on its own line after a label Kontor wrote: `Name: „Max Mustermann“`.
 * It is never the start of a sentence, a link or part of a header (docs/security.md, Mails).
 */
export function mailField(label: string, value: string): MailParagraph {
  return mailText`${label}: „${value}“`;
}

/**
 * A name from the platform's own records as a quoted field, or nothing when the stored value
 * predates the one-line rule (line break, web address): such a value is left out of the mail
 * rather than shown.
 */
export function mailNameField(label: string, value: string): MailParagraph | null {
  return oneLineTextProblem(value) === undefined && value.length <= 200
    ? mailField(label, value)
    : null;
}

/** A mail of paragraphs with a plain-text and an HTML part; the subject is one line. */
export function composeMail(subject: MailParagraph, paragraphs: (MailParagraph | null)[]) {
  const parts = paragraphs.filter((p) => p !== null);
  return {
    subject: singleLine(subject.text),
    text: `${parts.map((p) => p.text).join('\n\n')}\n`,
    html:
      '<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body>' +
      parts.map((p) => `<p>${p.html}</p>`).join('') +
      '</body></html>',
  };
}

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
  // A header is one line, whatever a caller passes.
  const subject = singleLine(mail.subject);
  return enqueueJob(db, {
    kind: MAIL_JOB,
    payload: { ...mail, subject },
    label: `E-Mail an ${mail.to}: ${subject}`,
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
        await transport.sendMail({ ...mail, from: mail.from ?? config.mailFrom });
      },
    };
  }
  return {
    async send(mail) {
      // The outbox keeps the text part (development and tests read it). The log says only
      // that a mail was not sent, to whom and why: a body holds links with tokens, form
      // answers and other people's text (docs/security.md, Mails).
      const { to, subject, text } = mail;
      await db.insert(outbox).values({ id: newId(), to, subject, text });
      log.info(
        { to, reason: 'kein SMTP_URL' },
        'E-Mail nicht versendet (kein SMTP_URL), im Postausgang abgelegt',
      );
    },
  };
}
