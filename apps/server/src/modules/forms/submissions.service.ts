import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { submitterEmailOf } from '@kontor/core/forms/submission-schema';
import type { Db } from '../../db/database.ts';
import { commitUpload } from '../../files/process-upload.ts';
import { removeRecordFile } from '../../files/record-files.ts';
import type { FileStorage } from '../../files/storage.ts';
import { notificationTexts } from '@kontor/core/notification-texts';
import { officeOfModule } from '../../lib/notification-recipients.ts';
import { notify } from '../../lib/notify.ts';
import { takeSlot, type SlotPolicy } from '../../lib/throttle-slots.ts';
import { enqueueFormMails } from './form-mails.ts';
import { storeSubmissionFiles, type ReceivedSubmission } from './submission-upload.ts';
import {
  deleteSubmissionsWhere,
  insertSubmission,
  type DeletedSubmission,
  type FormRow,
} from './submissions.repository.ts';

export interface SubmissionDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** At most 5 submissions per form and client network in 10 minutes (in the database). */
export const SUBMISSION_LIMIT: SlotPolicy = { slots: 5, windowSeconds: 600 };
export const submissionThrottleKey = (formId: string, network: string) =>
  `form:${formId}|${network}`;

/**
 * Takes one of the client's submissions before its body is read. Every POST counts, whatever
 * becomes of it (stored, refused, a bot's): its cost was paid by receiving it.
 */
export const takeSubmissionSlot = (db: Db, key: string) => takeSlot(db, key, SUBMISSION_LIMIT);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Accepts a public submission (docs/forms.md) by its verdict: a bot's gets an id that looks real
 * while nothing is processed, stored or sent; a refused one its problem, its files untouched;
 * otherwise the files are stored (images re-encoded) and the submission with them, the consent
 * text and version and its deletion date is stored together with its mails.
 */
export async function acceptSubmission(
  deps: SubmissionDeps,
  form: FormRow,
  received: ReceivedSubmission,
  ip: string,
): Promise<{ id: string }> {
  const { verdict } = received;
  if (verdict.kind === 'bot') {
    deps.log.info({ formId: form.id }, 'form submission with a filled honeypot dropped');
    return { id: newId() };
  }
  if (verdict.kind === 'refused') throw verdict.problem;
  const uploads = await storeSubmissionFiles(deps.storage, form.projectId, received.files);
  const { data } = verdict;
  const consent = form.settings.consentText.trim() !== '';
  const id = newId();
  await commitUpload(
    deps.storage,
    uploads.map((u) => u.upload),
    () =>
      deps.db.transaction(async (tx) => {
        const submission = {
          id,
          projectId: form.projectId,
          formId: form.id,
          data,
          email: submitterEmailOf(form.fields, data),
          consentText: consent ? form.settings.consentText : '',
          consentVersion: form.consentVersion,
          deleteAfter: new Date(Date.now() + form.settings.retentionDays * DAY_MS),
        };
        await insertSubmission(
          tx,
          submission,
          uploads.map(({ field, upload }) => ({
            id: upload.id,
            projectId: form.projectId,
            submissionId: id,
            fieldName: field,
            fileKey: upload.key,
            fileName: upload.name,
            contentType: upload.contentType,
            size: upload.size,
          })),
        );
        await enqueueFormMails(tx, form, submission, { ip });
        // Issue 35: 'Neue Einsendung' in the bell of the forms' office (office and admin roles).
        await notify(tx, {
          projectId: form.projectId,
          kind: 'form-submitted',
          actorId: null,
          recipientIds: await officeOfModule(tx, form.projectId, '/forms'),
          ...notificationTexts.formSubmitted(form.name, id),
          link: { type: 'form-submission', id },
        });
      }),
  );
  return { id };
}

/** Deletes the submissions matching `where` (on `s`) and then their stored files. */
export async function removeSubmissions(
  deps: SubmissionDeps,
  where: SQL,
): Promise<DeletedSubmission[]> {
  const deleted = await deleteSubmissionsWhere(deps.db, where);
  for (const submission of deleted) {
    for (const fileKey of submission.fileKeys) {
      await removeRecordFile(deps, { id: submission.id, fileKey });
    }
  }
  return deleted;
}

export const inProject = (projectId: string) => sql`s.project_id = ${projectId}`;
