import { z } from 'zod';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { serviceProofQuerySchema, weekMondaySchema } from '@kontor/core/schemas/services';
import { idSchema } from '@kontor/core/schemas/common';
import { isoWeekOf } from '@kontor/core/time-tracking/local-date';
import { buildServiceProof } from '@kontor/core/tours/service-proof';
import { fileResponse } from '../../files/file-responses.ts';
import { sendDownload } from '../../lib/download.ts';
import { projectNameOf } from '../../lib/pdf/project-name.ts';
import { problemResponses } from '../../lib/problem.ts';
import { projectOf, requireModule, requireOfficeModule } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { serviceProofCsv } from './service-proof-csv.ts';
import { tourWorkerOf } from './tour-roles.ts';
import { propertyMonthVisits, tourOf } from './tours.service.ts';

const sheetQuerySchema = z.object({
  /** Monday of the week; without it the sheet lists the overview's services. */
  week: weekMondaySchema.optional(),
  workerId: idSchema.optional(),
});

const proofParamsSchema = projectParamsSchema.extend({ propertyId: idSchema });

/** The printouts of the tours: a worker's tour sheet and a property's Leistungsnachweis. */
export const tourExportRoutes = modulePlugin(
  { tag: 'tours', guard: requireModule('/tours'), params: projectParamsSchema },
  async (app) => {
    app.get(
      '/api/projects/:projectId/tours/sheet.pdf',
      {
        schema: {
          summary: "A worker's printable tour sheet of a week (PDF, A4, with a signature field)",
          querystring: sheetQuerySchema,
          response: { ...fileResponse(['application/pdf']), ...problemResponses(403, 404) },
        },
      },
      async (request, reply) => {
        const projectId = projectOf(request).id;
        const workerId = tourWorkerOf(request, request.query.workerId);
        const week = request.query.week ?? null;
        const tour = await tourOf(app.db, projectId, workerId, week);
        const projectName = await projectNameOf(app.db, projectId);
        // pdfkit loads with the first printout, not with every start (docs/performance.md).
        const { renderTourSheet } = await import('./tour-sheet-pdf.ts');
        const pdf = await renderTourSheet(tour, { projectName, printedAt: new Date() });
        const label =
          week === null ? 'uebersicht' : `kw-${isoWeekOf(week).week}-${week.slice(0, 4)}`;
        return sendDownload(reply, 'application/pdf', `tourenplan-${label}.pdf`, pdf);
      },
    );

    app.get(
      '/api/projects/:projectId/properties/:propertyId/service-proof',
      {
        onRequest: requireOfficeModule('/tours'),
        schema: {
          summary:
            "A property's Leistungsnachweis of a month: every planned visit and what became of it (PDF or CSV)",
          params: proofParamsSchema,
          querystring: serviceProofQuerySchema,
          response: {
            ...fileResponse(['application/pdf', 'text/csv']),
            ...problemResponses(403, 404),
          },
        },
      },
      async (request, reply) => {
        const projectId = projectOf(request).id;
        const { month, format } = request.query;
        const data = await propertyMonthVisits(app.db, projectId, request.params.propertyId, month);
        const proof = buildServiceProof(data.property, month, data.visits);
        const name = `leistungsnachweis-${month}`;
        if (format === 'csv') {
          return sendDownload(
            reply,
            'text/csv; charset=utf-8',
            `${name}.csv`,
            serviceProofCsv(proof),
          );
        }
        const projectName = await projectNameOf(app.db, projectId);
        const { renderServiceProof } = await import('./service-proof-pdf.ts');
        const pdf = await renderServiceProof(proof, { projectName, printedAt: new Date() });
        return sendDownload(reply, 'application/pdf', `${name}.pdf`, pdf);
      },
    );
  },
);
