import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Submission } from '@kontor/core/schemas/forms';
import type { Db, DbOrTx } from '../../db/database.ts';
import { forms, formSubmissionFiles, formSubmissions } from '../../db/schema/forms.ts';
import { queryRows } from '../../db/sql.ts';

export type FormRow = typeof forms.$inferSelect;
type SubmissionRow = typeof formSubmissions.$inferSelect;
type FileRow = typeof formSubmissionFiles.$inferSelect;

export async function findForm(db: DbOrTx, projectId: string, formId: string) {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.projectId, projectId), eq(forms.id, formId)));
  return form;
}

/** A form the website may use: it exists and the project has the forms module. */
export async function findPublicForm(db: Db, projectId: string, formId: string) {
  const [form] = await db
    .select()
    .from(forms)
    .where(
      and(
        eq(forms.projectId, projectId),
        eq(forms.id, formId),
        sql`exists(select 1 from modules m where m.project_id = ${projectId} and m.path = '/forms')`,
      ),
    );
  return form;
}

export async function insertSubmission(
  tx: DbOrTx,
  submission: typeof formSubmissions.$inferInsert,
  files: (typeof formSubmissionFiles.$inferInsert)[],
) {
  await tx.insert(formSubmissions).values(submission);
  if (files.length > 0) await tx.insert(formSubmissionFiles).values(files);
}

/** The API shape of stored submissions with their files. */
async function withFiles(db: DbOrTx, rows: SubmissionRow[]): Promise<Submission[]> {
  const files =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(formSubmissionFiles)
          .where(
            inArray(
              formSubmissionFiles.submissionId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(formSubmissionFiles.createdAt), asc(formSubmissionFiles.id));
  const bySubmission = new Map<string, FileRow[]>();
  for (const file of files) {
    bySubmission.set(file.submissionId, [...(bySubmission.get(file.submissionId) ?? []), file]);
  }
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
    files: (bySubmission.get(row.id) ?? []).map((f) => ({
      id: f.id,
      name: f.fileName,
      contentType: f.contentType,
      size: f.size,
    })),
    email: row.email,
    consentText: row.consentText,
    consentVersion: row.consentVersion,
  }));
}

/** One page of a form's submissions, newest first. */
export async function submissionPage(
  db: Db,
  projectId: string,
  formId: string,
  page: { page: number; pageSize: number },
) {
  const where = and(eq(formSubmissions.projectId, projectId), eq(formSubmissions.formId, formId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(formSubmissions).where(where),
  ]);
  return { items: await withFiles(db, rows), total: total?.n ?? 0 };
}

/** Everything one address submitted in the project's forms, oldest first, with the form. */
export async function submissionsOfEmail(db: Db, projectId: string, email: string) {
  const rows = await db
    .select({ submission: formSubmissions, formName: forms.name })
    .from(formSubmissions)
    .innerJoin(
      forms,
      and(eq(forms.id, formSubmissions.formId), eq(forms.projectId, formSubmissions.projectId)),
    )
    .where(and(eq(formSubmissions.projectId, projectId), eq(formSubmissions.email, email)))
    .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id));
  const items = await withFiles(
    db,
    rows.map((r) => r.submission),
  );
  return items.map((item, i) => ({
    ...item,
    formId: rows[i]!.submission.formId,
    formName: rows[i]!.formName,
  }));
}

export async function findSubmissionFile(
  db: Db,
  ids: { projectId: string; formId: string; submissionId: string; fileId: string },
) {
  const [file] = await db
    .select({
      id: formSubmissionFiles.id,
      fileKey: formSubmissionFiles.fileKey,
      name: formSubmissionFiles.fileName,
    })
    .from(formSubmissionFiles)
    .innerJoin(
      formSubmissions,
      and(
        eq(formSubmissions.id, formSubmissionFiles.submissionId),
        eq(formSubmissions.projectId, formSubmissionFiles.projectId),
      ),
    )
    .where(
      and(
        eq(formSubmissionFiles.id, ids.fileId),
        eq(formSubmissionFiles.projectId, ids.projectId),
        eq(formSubmissions.id, ids.submissionId),
        eq(formSubmissions.formId, ids.formId),
      ),
    );
  return file;
}

export interface DeletedSubmission {
  id: string;
  fileKeys: string[];
}

/**
 * Deletes the submissions matching `where` (on `s`) and returns them with their files' keys
 * (read in the same statement: the cascade to the file rows happens after its snapshot).
 */
export function deleteSubmissionsWhere(db: DbOrTx, where: SQL): Promise<DeletedSubmission[]> {
  return queryRows<DeletedSubmission>(
    db,
    sql`with gone as (delete from form_submissions s where ${where} returning s.id, s.project_id)
        select g.id, coalesce((select json_agg(f.file_key) from form_submission_files f
          where f.submission_id = g.id and f.project_id = g.project_id), '[]'::json) as "fileKeys"
        from gone g`,
  );
}

/** One submission of the project with its form's id (a notification opens it). */
export async function findSubmission(db: Db, projectId: string, submissionId: string) {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.projectId, projectId), eq(formSubmissions.id, submissionId)));
  if (!row) return undefined;
  const [submission] = await withFiles(db, [row]);
  return { ...submission!, formId: row.formId };
}

/** Every submission of a form for the CSV, newest first like the Daten tab (no files). */
export function allSubmissions(db: Db, projectId: string, formId: string) {
  return db
    .select({ createdAt: formSubmissions.createdAt, data: formSubmissions.data })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.projectId, projectId), eq(formSubmissions.formId, formId)))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
}
