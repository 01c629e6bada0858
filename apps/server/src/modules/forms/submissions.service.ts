import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { submissionSchemaOf, submitterEmailOf } from '@kontor/core/forms/submission-schema';
import { FORM_HONEYPOT_FIELD, formMessages } from '@kontor/core/schemas/forms';
import type { Db } from '../../db/database.ts';
import { commitUpload, discardUploads } from '../../files/process-upload.ts';
import { removeRecordFile } from '../../files/record-files.ts';
import type { FileStorage } from '../../files/storage.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { findLock, recordFailure, type ThrottlePolicy } from '../../lib/throttle.ts';
import { challengeSolved } from './form-challenge.ts';
import { enqueueFormMails } from './form-mails.ts';
import type { ReceivedSubmission } from './submission-upload.ts';
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
export const SUBMISSION_LIMIT: ThrottlePolicy = {
  lockAfter: 5,
  firstLockSeconds: 600,
  maxLockSeconds: 600,
  windowSeconds: 600,
};
export const submissionThrottleKey = (formId: string, network: string) =>
  `form:${formId}|${network}`;

/** Refuses a client that used up its submissions (before its body is read). */
export async function checkSubmissionLimit(db: Db, key: string) {
  if (await findLock(db, [key])) throw new HttpProblem(429, formMessages.tooManySubmissions);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function validationProblem(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    (errors[key] ??= []).push(issue.message);
  }
  return new HttpProblem(400, formMessages.submissionInvalid, errors);
}

/** True when the honeypot field (hidden from people, filled by bots) holds anything. */
const isBot = (values: Record<string, unknown>) => {
  const trap = values[FORM_HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && String(trap).trim() !== '';
};

/**
 * Accepts a public submission (docs/forms.md): a filled honeypot gets an id that looks real
 * while nothing is stored or sent; otherwise the challenge (when the form asks for one) and the
 * values are checked, and the submission with its files, the consent text and version and its
 * deletion date is stored together with its mails. Counts against the client's limit.
 */
export async function acceptSubmission(
  deps: SubmissionDeps,
  form: FormRow,
  received: ReceivedSubmission,
  throttleKey: string,
): Promise<{ id: string }> {
  const { values, uploads } = received;
  const stored = uploads.map((u) => u.upload);
  const refuse = async (problem: HttpProblem) => {
    await discardUploads(deps.storage, stored);
    throw problem;
  };
  if (isBot(values)) {
    await discardUploads(deps.storage, stored);
    deps.log.info({ formId: form.id }, 'form submission with a filled honeypot dropped');
    return { id: newId() };
  }
  if (
    form.settings.challenge &&
    !(await challengeSolved(deps.db, form.id, {
      token: values.challenge,
      nonce: values.nonce,
    }))
  ) {
    await refuse(new HttpProblem(400, formMessages.challengeFailed));
  }
  const consent = form.settings.consentText.trim() !== '';
  const parsed = submissionSchemaOf(form.fields, { consent }).safeParse(values);
  if (!parsed.success) return refuse(validationProblem(parsed.error));
  const data = parsed.data;
  const id = newId();
  await commitUpload(deps.storage, stored, () =>
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
      await enqueueFormMails(tx, form, submission);
    }),
  );
  await recordFailure(deps.db, throttleKey, SUBMISSION_LIMIT);
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
