import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inspectionExportBodySchema } from '@kontor/core/schemas/inspection-export';
import { fileResponse } from '../../files/file-responses.ts';
import { sendDownload } from '../../lib/download.ts';
import { authOf, projectOf } from '../../plugins/access.ts';
import { inspectionExport } from './inspection-export.service.ts';
import { requireTimeStaff } from './time-access.ts';

const base = '/api/projects/:projectId/time-tracking/exports/inspection';

/**
 * The inspection export ('Prüfexport', docs/payroll.md) as PDF and CSV, from one data
 * function. Office and admin only: a worker is refused by the guard, before the body is read.
 */
export const inspectionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = requireTimeStaff();
  const load = (
    request: Parameters<typeof projectOf>[0],
    body: typeof inspectionExportBodySchema._output,
  ) => inspectionExport(app.db, projectOf(request).id, authOf(request).userId, body);
  const fileName = (body: { from: string; to: string }, ext: string) =>
    `pruefexport-${body.from}-bis-${body.to}.${ext}`;

  app.post(
    `${base}/pdf`,
    {
      onRequest: staffOnly,
      schema: {
        summary: "'Prüfexport' as PDF: work times, recording and change history of a period",
        body: inspectionExportBodySchema,
        response: fileResponse(['application/pdf']),
      },
    },
    async (request, reply) => {
      const data = await load(request, request.body);
      // pdfkit loads with the first printout, not with every start (docs/performance.md).
      const { inspectionPdf } = await import('./inspection-export-pdf.ts');
      const pdf = await inspectionPdf(data);
      return sendDownload(reply, 'application/pdf', fileName(request.body, 'pdf'), pdf);
    },
  );

  app.post(
    `${base}/csv`,
    {
      onRequest: staffOnly,
      schema: {
        summary: "'Prüfexport' as CSV (UTF-8, BOM): the same figures as the PDF",
        body: inspectionExportBodySchema,
        response: fileResponse(['text/csv']),
      },
    },
    async (request, reply) => {
      const { inspectionCsv } = await import('./inspection-export-csv.ts');
      const csv = inspectionCsv(await load(request, request.body));
      return sendDownload(reply, 'text/csv; charset=utf-8', fileName(request.body, 'csv'), csv);
    },
  );
};
