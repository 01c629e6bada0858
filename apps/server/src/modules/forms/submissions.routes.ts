import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { submissionColumns } from '@kontor/core/forms/submission-schema';
import { idSchema } from '@kontor/core/schemas/common';
import {
  FORM_FILE_TYPES,
  formMessages,
  submissionDeleteSchema,
  submissionDetailSchema,
  submissionPageQuerySchema,
  submissionPageSchema,
  submitterDeleteAnswerSchema,
  submitterExportSchema,
  submitterQuerySchema,
} from '@kontor/core/schemas/forms';
import { bulkResultSchema } from '@kontor/core/schemas/work-item-fields';
import { originalFileHeaders } from '../../files/file-headers.ts';
import { fileResponse } from '../../files/file-responses.ts';
import { openRecordFile } from '../../files/record-files.ts';
import { sendStored } from '../../files/send-stored.ts';
import { sendDownload } from '../../lib/download.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { projectOf, requireModule } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { submissionsCsv, submissionsCsvName } from './submissions-csv.ts';
import {
  allSubmissions,
  findForm,
  findSubmission,
  findSubmissionFile,
  submissionPage,
  submissionsOfEmail,
} from './submissions.repository.ts';
import { inProject, removeSubmissions } from './submissions.service.ts';

const formParams = z.object({ projectId: idSchema, formId: idSchema });
const fileParams = formParams.extend({ submissionId: idSchema, fileId: idSchema });
const submissionParams = z.object({ projectId: idSchema, submissionId: idSchema });
const base = '/api/projects/:projectId/forms';
const notFound = () => new HttpProblem(404, formMessages.notFound);

/**
 * The Daten tab and the submitters' rights (docs/forms.md): list, 'Daten löschen', file
 * download, and per address export (GDPR Art. 15) and deletion (Art. 17). Module '/forms'.
 */
export const submissionsRoutes = modulePlugin(
  { tag: 'forms', guard: requireModule('/forms') },
  async (app) => {
    const deps = { db: app.db, storage: app.storage, log: app.log };
    const formOf = async (projectId: string, formId: string) =>
      (await findForm(app.db, projectId, formId)) ?? Promise.reject(notFound());

    app.get(
      `${base}/:formId/submissions`,
      {
        schema: {
          summary: "The form's submissions, newest first, with the form's fields as columns",
          params: formParams,
          querystring: submissionPageQuerySchema,
          response: { 200: submissionPageSchema },
        },
      },
      async (request) => {
        const projectId = projectOf(request).id;
        const form = await formOf(projectId, request.params.formId);
        const page = await submissionPage(app.db, projectId, form.id, request.query);
        return {
          ...page,
          page: request.query.page,
          pageSize: request.query.pageSize,
          columns: submissionColumns(form.fields),
        };
      },
    );

    app.get(
      `${base}/:formId/submissions/export`,
      {
        schema: {
          summary: "All the form's submissions as CSV (the Daten tab's columns; German Excel)",
          params: formParams,
          response: fileResponse(['text/csv']),
        },
      },
      async (request, reply) => {
        const projectId = projectOf(request).id;
        const form = await formOf(projectId, request.params.formId);
        const rows = await allSubmissions(app.db, projectId, form.id);
        return sendDownload(
          reply,
          'text/csv; charset=utf-8',
          submissionsCsvName(form.name),
          submissionsCsv(submissionColumns(form.fields), rows),
        );
      },
    );

    app.get(
      `${base}/submissions/:submissionId`,
      {
        schema: {
          summary: 'One submission with its form (what a notification opens)',
          params: submissionParams,
          response: { 200: submissionDetailSchema },
        },
      },
      async (request) => {
        const found = await findSubmission(
          app.db,
          projectOf(request).id,
          request.params.submissionId,
        );
        if (!found) throw new HttpProblem(404, formMessages.submissionNotFound);
        return found;
      },
    );

    app.post(
      `${base}/:formId/submissions/delete`,
      {
        schema: {
          summary: "'Daten löschen': delete the chosen submissions of the form with their files",
          params: formParams,
          body: submissionDeleteSchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request) => {
        const projectId = projectOf(request).id;
        const form = await formOf(projectId, request.params.formId);
        const { ids } = request.body;
        const deleted = await removeSubmissions(
          deps,
          sql`${inProject(projectId)} and s.form_id = ${form.id} and s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        const gone = new Set(deleted.map((d) => d.id));
        return {
          applied: [...gone],
          refused: ids
            .filter((id) => !gone.has(id))
            .map((id) => ({ id, reason: formMessages.submissionNotFound })),
        };
      },
    );

    app.get(
      `${base}/:formId/submissions/:submissionId/files/:fileId`,
      {
        schema: {
          summary: 'A file uploaded with a submission (always as an attachment)',
          params: fileParams,
          response: fileResponse(FORM_FILE_TYPES),
        },
      },
      async (request, reply) => {
        const ids = { ...request.params, projectId: projectOf(request).id };
        const file = await findSubmissionFile(app.db, ids);
        if (!file) throw new HttpProblem(404, formMessages.fileNotFound);
        const missing = () => new HttpProblem(404, formMessages.fileNotFound);
        const stored = await openRecordFile(deps, file, missing);
        const headers = originalFileHeaders(
          { ...stored, name: file.name },
          { immutable: false, download: true },
        );
        return sendStored(request, reply, headers, stored.body);
      },
    );

    app.get(
      `${base}/submitters/export`,
      {
        schema: {
          summary: 'GDPR Art. 15: everything one address submitted in the project (JSON download)',
          querystring: submitterQuerySchema,
          response: { 200: submitterExportSchema },
        },
      },
      async (request, reply) => {
        const email = request.query.email.toLowerCase();
        const submissions = await submissionsOfEmail(app.db, projectOf(request).id, email);
        const body = submitterExportSchema.parse({
          email,
          exportedAt: new Date().toISOString(),
          submissions,
        });
        return sendDownload(
          reply,
          'application/json; charset=utf-8',
          'formulardaten.json',
          JSON.stringify(body, null, 2),
        );
      },
    );

    app.post(
      `${base}/submitters/delete`,
      {
        schema: {
          summary: 'GDPR Art. 17: delete everything one address submitted in the project',
          body: submitterQuerySchema,
          response: { 200: submitterDeleteAnswerSchema },
        },
      },
      async (request) => {
        const email = request.body.email.toLowerCase();
        const deleted = await removeSubmissions(
          deps,
          sql`${inProject(projectOf(request).id)} and s.email = ${email}`,
        );
        return { deleted: deleted.length };
      },
    );
  },
);
