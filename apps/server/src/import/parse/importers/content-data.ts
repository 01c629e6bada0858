/**
 * Parse class Data (form submissions, spec 001 §3: data, reference_id → the form) →
 * `form_submissions`. Imported quietly: no notification or reply mail is queued. The values are
 * stored as text (checkboxes 'ja'/'nein', as the public form stores them); files uploaded with
 * a submission are fetched and stored beside it. Retention counts from the original date.
 */
import { and, eq } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { submitterEmailOf } from '@kontor/core/forms/submission-schema';
import type { FormField } from '@kontor/core/schemas/forms';
import { formSubmissionFiles, formSubmissions, forms } from '../../../db/schema/forms.ts';
import type { ImportedFile, ParseFile } from '../contract.ts';
import { contentImporter, recordOf, rowIdOf, SkipObject, type Scope } from './content-scope.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Values {
  data: Record<string, string>;
  files: { fieldName: string; file: ImportedFile }[];
}

async function valuesOf(scope: Scope): Promise<Values> {
  const result: Values = { data: {}, files: [] };
  for (const [key, value] of Object.entries(recordOf(scope.object.data))) {
    if (typeof value === 'string') result.data[key] = value;
    else if (typeof value === 'number') result.data[key] = String(value);
    else if (typeof value === 'boolean') result.data[key] = value ? 'ja' : 'nein';
    else if (value === null || value === undefined) continue;
    else if (recordOf(value).__type === 'File') {
      const file = await scope.ctx.files.fetch(value as ParseFile);
      if (!file) {
        scope.note(`Datei im Feld „${key}“ war nicht erreichbar und wurde nicht übernommen.`);
        continue;
      }
      result.data[key] = file.fileName;
      result.files.push({ fieldName: key, file });
    } else scope.note(`Der Wert im Feld „${key}“ ist kein Text und wurde nicht übernommen.`);
  }
  return result;
}

async function replaceFiles(scope: Scope, submissionId: string, files: Values['files']) {
  const { db, projectId } = scope;
  const stored = await db
    .select({ id: formSubmissionFiles.id, fileKey: formSubmissionFiles.fileKey })
    .from(formSubmissionFiles)
    .where(eq(formSubmissionFiles.submissionId, submissionId));
  const keys = new Set(stored.map((f) => f.fileKey));
  const rows = files
    .filter(({ file }) => !keys.has(file.fileKey))
    .map(({ fieldName, file }) => ({
      id: newId(),
      projectId,
      submissionId,
      fieldName,
      fileKey: file.fileKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
    }));
  if (rows.length > 0) await db.insert(formSubmissionFiles).values(rows);
}

export const dataImporter = contentImporter('Data', ['Form'], async (scope, existingId) => {
  const o = scope.object;
  const formId = await scope.requiredRef('Form', o.reference_id, 'Das Formular der Einsendung');
  const [form] = await scope.db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.projectId, scope.projectId)));
  if (!form) throw new SkipObject('Das Formular der Einsendung gehört nicht zu diesem Projekt.');
  const { data, files } = await valuesOf(scope);
  scope.unmapped(['data', 'reference_id']);
  const createdAt = new Date(o.createdAt);
  const deleteAfter = new Date(createdAt.getTime() + form.settings.retentionDays * DAY_MS);
  if (deleteAfter.getTime() < Date.now())
    scope.note(
      `Die Einsendung ist älter als die Aufbewahrungsfrist des Formulars (${form.settings.retentionDays} Tage) und wird in der nächsten Nacht gelöscht.`,
    );
  const values = {
    data,
    email: submitterEmailOf(form.fields as FormField[], data),
    consentText: '',
    consentVersion: form.consentVersion,
    deleteAfter,
  };
  const id = await rowIdOf(scope, existingId);
  const [current] = await scope.db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.projectId, scope.projectId)));
  if (current) {
    await scope.db
      .update(formSubmissions)
      .set({ ...values, formId })
      .where(eq(formSubmissions.id, id));
  } else {
    await scope.db
      .insert(formSubmissions)
      .values({ id, projectId: scope.projectId, formId, createdAt, ...values });
  }
  await replaceFiles(scope, id, files);
  return id;
});
