import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/database.ts';
import { forms, formSubmissions } from '../../db/schema/forms.ts';
import { enqueueJob } from '../../jobs/job-enqueue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { tryReserveMail } from '../../lib/mail-throttle.ts';
import {
  composeMail,
  createMailer,
  MAIL_ATTEMPTS,
  mailField,
  mailText,
} from '../../plugins/mail.ts';

/**
 * The mails a submission causes (docs/forms.md): the notification to the form's recipients and
 * the automatic reply to the submitter, both naming the submission id. The job carries only the
 * ids; the text is composed when it is sent, so no personal data sits in the jobs table and a
 * submission deleted before then is not mailed.
 */
export const FORM_MAIL_JOB = 'form-mail';

const payloadSchema = z.object({
  projectId: z.string(),
  submissionId: z.string(),
  kind: z.enum(['notification', 'reply']),
});
type FormMailKind = z.infer<typeof payloadSchema>['kind'];

type FormRow = typeof forms.$inferSelect;
type SubmissionRow = typeof formSubmissions.$inferSelect;

/** Which mails a new submission gets, by the form's settings. */
export function formMailsFor(
  form: FormRow,
  submission: Pick<SubmissionRow, 'email'>,
): FormMailKind[] {
  const { settings } = form;
  return [
    ...(settings.notification && settings.recipients.length > 0 ? ['notification' as const] : []),
    ...(settings.response && submission.email ? ['reply' as const] : []),
  ];
}

/**
 * Queues the submission's mails; pass the transaction that stores it. The automatic reply goes
 * to an address anyone can type, so the mail throttle counts it per address and per network;
 * over the limit the submission is still stored and its notification sent, only the reply is
 * left out (refusing the submission would lose a real message, docs/forms.md).
 */
export async function enqueueFormMails(
  tx: Tx,
  form: FormRow,
  submission: Pick<SubmissionRow, 'id' | 'email'>,
  sender: { ip: string },
) {
  for (const kind of formMailsFor(form, submission)) {
    if (kind === 'reply' && !(await tryReserveMail(tx, 'form-reply', submission.email!, sender))) {
      continue;
    }
    await enqueueJob(tx, {
      kind: FORM_MAIL_JOB,
      payload: { projectId: form.projectId, submissionId: submission.id, kind },
      label: `Formular ${form.name}: ${kind === 'reply' ? 'automatische Antwort' : 'Benachrichtigung'} zu ${submission.id}`,
      maxAttempts: MAIL_ATTEMPTS,
    });
  }
}

/** Lines of a text typed in the settings, each its own paragraph (mail values are one line). */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => mailText`${line}`);

/**
 * The form's name and the submitted values appear only as quoted fields on lines of their own;
 * subjects name the number alone (docs/security.md, Mails).
 */
function notificationMail(form: FormRow, submission: SubmissionRow) {
  const values = Object.entries(submission.data).map(([name, value]) =>
    mailField(name, String(value)),
  );
  return composeMail(mailText`Neue Einsendung (Nr. ${submission.id})`, [
    mailText`Über ein Formular ist eine neue Einsendung eingegangen (Nr. ${submission.id}).`,
    mailField('Formular', form.name),
    ...values,
  ]);
}

/** The reply text is the project's own (its settings); Kontor's line says whose it is. */
function replyMail(form: FormRow, submission: SubmissionRow) {
  return composeMail(mailText`Ihre Einsendung (Nr. ${submission.id})`, [
    mailText`Automatische Antwort auf Ihre Einsendung:`,
    mailField('Formular', form.name),
    ...paragraphsOf(form.settings.notificationText),
    mailText`Ihre Einsendung hat die Nummer ${submission.id}.`,
  ]);
}

export function formMailJob(db: Db, config: Config, log: FastifyBaseLogger): JobHandler {
  const mailer = createMailer(config, db, log);
  return {
    async run(payload) {
      const { projectId, submissionId, kind } = payloadSchema.parse(payload);
      const [row] = await db
        .select({ form: forms, submission: formSubmissions })
        .from(formSubmissions)
        .innerJoin(
          forms,
          and(eq(forms.id, formSubmissions.formId), eq(forms.projectId, formSubmissions.projectId)),
        )
        .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.projectId, projectId)));
      // Deleted in the meantime (by hand or GDPR request): nothing to send.
      if (!row) return;
      const { form, submission } = row;
      const from = form.settings.senderEmail || undefined;
      if (kind === 'notification') {
        const to = form.settings.recipients.map((r) => r.email).join(', ');
        if (to === '') return;
        await mailer.send({
          to,
          from,
          ...(submission.email ? { replyTo: submission.email } : {}),
          ...notificationMail(form, submission),
        });
      } else if (submission.email) {
        await mailer.send({ to: submission.email, from, ...replyMail(form, submission) });
      }
    },
  };
}
