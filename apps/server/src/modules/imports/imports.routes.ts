import * as s from '@kontor/core/schemas/imports';
import { fileResponse } from '../../files/file-responses.ts';
import { sendDownload } from '../../lib/download.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, requireSuperuser } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './imports.service.ts';

/**
 * Superusers only: `requireSuperuser` answers before a body is read. The master key comes in
 * the body of check and start and is never answered, logged or stored in clear.
 */
export const importsRoutes = modulePlugin(
  { tag: 'imports', guard: requireSuperuser },
  async (app) => {
    const one = { params: s.importRunParamsSchema };

    app.post(
      '/api/imports/check',
      {
        schema: {
          summary: "Reads the source's projects: proves server URL, application id and master key",
          body: s.importSourceSchema,
          response: { 200: s.importCheckSchema, ...problemResponses(422) },
        },
      },
      async (request) => service.checkSource(request.body),
    );

    app.get(
      '/api/imports',
      {
        schema: {
          summary: "Import runs, newest first (the screen's and the command line's)",
          querystring: s.importRunListQuerySchema,
          response: { 200: s.importRunPageSchema },
        },
      },
      async (request) => service.listRuns(app.db, request.query),
    );

    app.post(
      '/api/imports',
      {
        schema: {
          summary: 'Starts an import (or a dry run) as a job; one at a time',
          body: s.startImportBodySchema,
          response: { 201: s.importRunSchema, ...problemResponses(409, 422) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.startImport(app.db, request.body, authOf(request).userId)),
    );

    app.get(
      '/api/imports/:runId',
      {
        schema: {
          ...one,
          summary: 'A run with its progress per class',
          response: { 200: s.importRunSchema },
        },
      },
      async (request) => service.getRun(app.db, request.params.runId),
    );

    app.get(
      '/api/imports/:runId/findings',
      {
        schema: {
          ...one,
          summary: 'The skipped objects (with the reason) or the notes of a run',
          querystring: s.importFindingListQuerySchema,
          response: { 200: s.importFindingPageSchema },
        },
      },
      async (request) => service.listFindings(app.db, request.params.runId, request.query),
    );

    app.get(
      '/api/imports/:runId/report.csv',
      {
        schema: {
          ...one,
          summary: 'The report as CSV (semicolons, UTF-8 with BOM), as the command line writes it',
          response: fileResponse(['text/csv']),
        },
      },
      async (request, reply) => {
        const { csv, filename } = await service.reportCsvOf(app.db, request.params.runId);
        return sendDownload(reply, 'text/csv; charset=utf-8', filename, csv);
      },
    );

    app.post(
      '/api/imports/:runId/cancel',
      {
        schema: {
          ...one,
          summary: 'Cancels a running import: it stops at its next object',
          response: { 200: s.importRunSchema, ...problemResponses(409) },
        },
      },
      async (request) => service.cancelRun(app.db, request.params.runId),
    );

    app.post(
      '/api/imports/:runId/invitations',
      {
        schema: {
          ...one,
          summary:
            "Mails every imported account of the run's project that never set a password a link to set one",
          response: { 200: s.importInvitationsSchema, ...problemResponses(409) },
        },
      },
      async (request) =>
        service.inviteImportedUsers(app.db, request.params.runId, app.config.publicUrl),
    );
  },
);
