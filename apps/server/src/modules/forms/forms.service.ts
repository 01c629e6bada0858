import { newId } from '@kontor/core/ids';
import {
  formMessages,
  formSettingsSchema,
  type Form,
  type FormConflict,
  type FormField,
  type FormSettings,
  type FormUpdateBody,
} from '@kontor/core/schemas/forms';
import type { Db, Tx } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { reserveMail } from '../../lib/mail-throttle.ts';
import { composeMail, enqueueMail, mailField, mailText } from '../../plugins/mail.ts';
import * as repo from './forms.repository.ts';

export { listPage as list } from './forms.repository.ts';

function toForm(row: repo.FormRow, siteDomain: string): Form {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fields: row.fields,
    // Stored settings may predate a setting; the schema's defaults fill it.
    settings: formSettingsSchema.parse(row.settings),
    consentVersion: row.consentVersion,
    siteDomain,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function get(db: Db, projectId: string, id: string): Promise<Form> {
  const [row, domain] = await Promise.all([
    repo.find(db, projectId, id),
    repo.siteDomain(db, projectId),
  ]);
  if (!row) throw new HttpProblem(404, formMessages.notFound);
  return toForm(row, domain);
}

export async function create(
  db: Db,
  projectId: string,
  userId: string,
  body: { name: string; description: string },
): Promise<Form> {
  const id = newId();
  await repo.insert(db, {
    id,
    projectId,
    name: body.name,
    description: body.description,
    settings: formSettingsSchema.parse({}),
    createdBy: userId,
  });
  return get(db, projectId, id);
}

/**
 * The row, locked for the change, at the version the caller read (404 otherwise). A change based
 * on an older version is answered 409 with both: the stored form and the change sent (docs/forms.md).
 */
async function lockedAt(
  tx: Tx,
  projectId: string,
  id: string,
  submitted: FormConflict['submitted'],
) {
  const row = await repo.find(tx, projectId, id, true);
  if (!row) throw new HttpProblem(404, formMessages.notFound);
  if (row.version !== submitted.version) {
    const problem = new HttpProblem(409, formMessages.conflict);
    problem.extensions = { current: toForm(row, await repo.siteDomain(tx, projectId)), submitted };
    throw problem;
  }
  return row;
}

/** Spec 001 §5: the reply sender ends in the website's domain (project settings). */
async function checkSender(tx: Tx, projectId: string, settings: FormSettings) {
  const sender = settings.senderEmail.toLowerCase();
  if (sender === '') return;
  const domain = await repo.siteDomain(tx, projectId);
  const message = domain ? formMessages.senderDomain(domain) : formMessages.senderNoDomain;
  if (!domain || !sender.endsWith(`@${domain}`)) {
    throw new HttpProblem(400, message, { 'settings.senderEmail': [message] });
  }
}

export async function update(db: Db, projectId: string, id: string, body: FormUpdateBody) {
  await db.transaction(async (tx) => {
    const row = await lockedAt(tx, projectId, id, body);
    const { settings } = body;
    if (settings) await checkSender(tx, projectId, settings);
    const consentChanged =
      settings !== undefined && settings.consentText !== row.settings.consentText;
    await repo.update(tx, projectId, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description }),
      ...(settings && { settings }),
      // Each submission stores the version of the wording its submitter agreed to.
      ...(consentChanged && { consentVersion: row.consentVersion + 1 }),
    });
  });
  return get(db, projectId, id);
}

export async function updateFields(
  db: Db,
  projectId: string,
  id: string,
  body: { version: number; fields: FormField[] },
) {
  await db.transaction(async (tx) => {
    const row = await lockedAt(tx, projectId, id, body);
    if (formSettingsSchema.parse(row.settings).staticForm) {
      throw new HttpProblem(400, formMessages.staticForm, { fields: [formMessages.staticForm] });
    }
    await repo.update(tx, projectId, id, { fields: body.fields });
  });
  return get(db, projectId, id);
}

export async function remove(db: Db, projectId: string, id: string) {
  if (!(await repo.remove(db, projectId, id))) throw new HttpProblem(404, formMessages.notFound);
}

/** 'Test E-Mail senden' (spec 001 §7): a sample of the form's mails, through the mail job. */
/**
 * 'Test E-Mail senden' to any address staff type: counted by the mail throttle like the reply it
 * previews (per address and per user, 429 with Retry-After; docs/security.md, Mails).
 */
export async function sendTestMail(
  db: Db,
  projectId: string,
  id: string,
  email: string,
  userId: string,
) {
  const form = await get(db, projectId, id);
  const { notificationText } = form.settings;
  const mail = composeMail(mailText`Kontor: Test-E-Mail eines Formulars`, [
    mailText`Dies ist eine Test-E-Mail der automatischen Antwort eines Formulars.`,
    mailField('Formular', form.name),
    ...notificationText
      .split(/\n+/)
      .filter((line) => line.trim())
      .map((line) => mailText`${line}`),
  ]);
  await db.transaction(async (tx) => {
    await reserveMail(tx, 'form-test', email, { userId });
    await enqueueMail(tx, { to: email, ...mail });
  });
}
