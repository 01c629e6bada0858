import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { refuseNullBody } from '../../plugins/optional-body.ts';
import { deleteWithReasonBodySchema } from '@kontor/core/schemas/time-history';
import * as s from '@kontor/core/schemas/time-tracking-api';
import { employeePayrollParamsSchema, employeePayrollSchema } from '@kontor/core/schemas/payroll';
import { fileResponse } from '../../files/file-responses.ts';
import { problemResponses } from '../../lib/problem.ts';
import { projectNameOf } from '../../lib/pdf/project-name.ts';
import { projectOf, requireProject } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as absences from './absences.service.ts';
import { clockRoutes } from './clock.routes.ts';
import { historyRoutes } from './history.routes.ts';
import { inspectionExportRoutes } from './inspection-export.routes.ts';
import { lodasRoutes } from './lodas.routes.ts';
import * as entries from './entries.service.ts';
import * as monthResets from './month-reset.service.ts';
import * as overviews from './overviews.service.ts';
import * as payroll from './payroll-figures.ts';
import { requireTimeStaff, timeAccess } from './time-access.ts';
import { sendDownload } from '../../lib/download.ts';

const base = '/api/projects/:projectId/time-tracking';
const conflict = problemResponses(409);
const deleted = { 204: emptyAnswer('Deleted') };
/** A deletion's optional body: the reason, required for a past week (the change history). */
const withReason = { body: deleteWithReasonBodySchema };

/**
 * Routes a worker uses for their own times (the worker app) only need membership; the
 * service then limits them to the caller unless the role is staff (time-access.ts).
 */
export const timeTrackingRoutes = modulePlugin(
  { tag: 'time-tracking', guard: requireProject(), params: projectParamsSchema },
  async (app) => {
    const own = requireProject();
    const staffOnly = requireTimeStaff();
    const access = (request: Parameters<typeof timeAccess>[1]) => timeAccess(app.db, request);
    await app.register(clockRoutes);
    await app.register(historyRoutes);
    await app.register(inspectionExportRoutes);
    await app.register(lodasRoutes);

    app.post(
      `${base}/entries`,
      {
        onRequest: own,
        schema: {
          summary: 'Record a time (work or part absence) with breaks; the day and its findings',
          body: s.timeEntryBodySchema,
          response: { 201: s.timeEntryResultSchema, ...conflict },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await entries.create(app.db, await access(request), request.body)),
    );
    app.post(
      `${base}/entries/check`,
      {
        onRequest: own,
        schema: {
          summary: "The time slide-in's check before saving: refusals and legal findings",
          body: s.checkTimeEntryBodySchema,
          response: { 200: s.timeEntryCheckSchema },
        },
      },
      async (request) => entries.check(app.db, await access(request), request.body),
    );
    app.put(
      `${base}/entries/:entryId`,
      {
        onRequest: own,
        schema: {
          summary: 'Change a time (its type is locked); the day and its findings',
          params: s.entryParamsSchema,
          body: s.updateTimeEntryBodySchema,
          response: { 200: s.timeEntryResultSchema, ...conflict },
        },
      },
      async (request) =>
        entries.update(app.db, await access(request), request.params.entryId, request.body),
    );
    app.delete(
      `${base}/entries/:entryId`,
      {
        onRequest: own,
        preValidation: refuseNullBody,
        schema: {
          summary: 'Delete a time (a past week: with `reason`); the change history keeps it',
          params: s.entryParamsSchema,
          ...withReason,
          response: deleted,
        },
      },
      async (request, reply) => {
        const { entryId } = request.params;
        await entries.remove(app.db, await access(request), entryId, request.body?.reason);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${base}/users/:userId/months/:year/:month`,
      {
        onRequest: own,
        schema: {
          summary: 'Mitarbeiterübersicht of one month: days, Zeitübersicht, Zuschläge, Urlaub',
          params: s.monthParamsSchema,
          response: { 200: s.monthViewSchema },
        },
      },
      async (request) => {
        const { userId, year, month } = request.params;
        return overviews.month(app.db, await access(request), userId, year, month);
      },
    );
    app.get(
      `${base}/users/:userId/months/:year/:month/timesheet`,
      {
        onRequest: own,
        schema: {
          summary: 'The signable monthly timesheet of one employee as PDF (A4, German)',
          params: s.monthParamsSchema,
          response: fileResponse(['application/pdf']),
        },
      },
      async (request, reply) => {
        const { userId, year, month } = request.params;
        const view = await overviews.month(app.db, await access(request), userId, year, month);
        const name = `stundenzettel-${year}-${String(month).padStart(2, '0')}.pdf`;
        const projectName = await projectNameOf(app.db, projectOf(request).id);
        // pdfkit loads with the first printout, not with every start (docs/performance.md).
        const { timesheetPdf } = await import('./timesheet-pdf.ts');
        const pdf = await timesheetPdf(view, month, { projectName, printedAt: new Date() });
        return sendDownload(reply, 'application/pdf', name, pdf);
      },
    );
    app.get(
      `${base}/users/:userId/payroll`,
      {
        onRequest: own,
        schema: {
          summary: 'Personalnummer, employment and pay history, read-only (own / staff)',
          params: employeePayrollParamsSchema,
          response: { 200: employeePayrollSchema },
        },
      },
      async (request) => payroll.ownPayroll(app.db, await access(request), request.params.userId),
    );
    app.get(
      `${base}/users/:userId/years/:year`,
      {
        onRequest: own,
        schema: {
          summary: "'Zeiten Übersicht': monthly saldo of the year and the six-month findings",
          params: s.yearParamsSchema,
          response: { 200: s.yearViewSchema },
        },
      },
      async (request) => {
        const { userId, year } = request.params;
        return overviews.year(app.db, await access(request), userId, year);
      },
    );
    app.get(
      `${base}/weeks/:year/:week`,
      {
        onRequest: staffOnly,
        schema: {
          summary: "Wochenübersicht 'KW n' of all employees",
          params: s.weekParamsSchema,
          response: { 200: s.weekViewSchema },
        },
      },
      async (request) => {
        const { year, week } = request.params;
        return overviews.week(app.db, await access(request), year, week);
      },
    );
    app.get(
      `${base}/calendar`,
      {
        onRequest: staffOnly,
        schema: {
          summary: 'Kalender: absences and holidays of a month or quarter',
          querystring: s.calendarQuerySchema,
          response: { 200: s.calendarSchema },
        },
      },
      async (request) =>
        overviews.calendar(app.db, await access(request), request.query.from, request.query.to),
    );

    app.get(
      `${base}/exports/payroll/:year/:month`,
      {
        onRequest: staffOnly,
        schema: {
          summary: 'Payroll CSV of one month: a row per employee and surcharge rate (UTF-8, BOM)',
          params: s.payrollParamsSchema,
          response: fileResponse(['text/csv']),
        },
      },
      async (request, reply) => {
        const { year, month } = request.params;
        const csv = await overviews.payroll(app.db, await access(request), year, month);
        const name = `lohnabrechnung-${year}-${String(month).padStart(2, '0')}.csv`;
        return sendDownload(reply, 'text/csv; charset=utf-8', name, csv);
      },
    );

    app.get(
      `${base}/absences`,
      {
        onRequest: own,
        schema: {
          summary: 'Abwesenheiten (everyone for staff, optionally one employee; else own)',
          querystring: s.absenceListQuerySchema,
          response: { 200: s.absenceListSchema },
        },
      },
      async (request) => absences.list(app.db, await access(request), request.query),
    );
    app.get(
      `${base}/absences/working-days`,
      {
        onRequest: own,
        schema: {
          summary:
            "The absence dialog's preview: working days a request uses (employee's weekdays, holidays)",
          querystring: s.absenceWorkingDaysQuerySchema,
          response: { 200: s.absenceWorkingDaysSchema },
        },
      },
      async (request) => absences.workingDays(app.db, await access(request), request.query),
    );
    app.post(
      `${base}/absences`,
      {
        onRequest: own,
        schema: {
          summary: "'Neue Abwesenheit' (state created)",
          body: s.createAbsenceBodySchema,
          response: { 201: s.absenceSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await absences.create(app.db, await access(request), request.body)),
    );
    app.put(
      `${base}/absences/:absenceId`,
      {
        onRequest: own,
        schema: {
          summary: 'Change an absence that is not approved',
          params: s.absenceParamsSchema,
          body: s.updateAbsenceBodySchema,
          response: { 200: s.absenceSchema, ...conflict },
        },
      },
      async (request) =>
        absences.update(app.db, await access(request), request.params.absenceId, request.body),
    );
    app.delete(
      `${base}/absences/:absenceId`,
      {
        onRequest: own,
        preValidation: refuseNullBody,
        schema: {
          summary: 'Delete an absence (an approved one: staff only; a past week: with `reason`)',
          params: s.absenceParamsSchema,
          ...withReason,
          response: { ...deleted, ...conflict },
        },
      },
      async (request, reply) => {
        const { absenceId } = request.params;
        await absences.remove(app.db, await access(request), absenceId, request.body?.reason);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `${base}/absences/:absenceId/submit`,
      {
        onRequest: own,
        schema: {
          summary: 'Submit an absence for approval (created → submitted)',
          params: s.absenceParamsSchema,
          body: s.versionBodySchema,
          response: { 200: s.absenceSchema, ...conflict },
        },
      },
      async (request) =>
        absences.submit(
          app.db,
          await access(request),
          request.params.absenceId,
          request.body.version,
        ),
    );
    app.post(
      `${base}/absences/:absenceId/approve`,
      {
        onRequest: staffOnly,
        schema: {
          summary: 'Approve an absence (office or admin): locks it and generates its days',
          params: s.absenceParamsSchema,
          body: s.versionBodySchema,
          response: { 200: s.absenceSchema, ...conflict },
        },
      },
      async (request) =>
        absences.approve(
          app.db,
          await access(request),
          request.params.absenceId,
          request.body.version,
        ),
    );
    app.post(
      `${base}/absences/:absenceId/refuse`,
      {
        onRequest: staffOnly,
        schema: {
          summary:
            "'Ablehnen' (office or admin): submitted → created; the owner gets the reason in a message",
          params: s.absenceParamsSchema,
          body: s.refuseAbsenceBodySchema,
          response: { 200: s.absenceSchema, ...conflict },
        },
      },
      async (request) =>
        absences.refuse(app.db, await access(request), request.params.absenceId, request.body),
    );
    app.post(
      `${base}/month-resets`,
      {
        onRequest: staffOnly,
        schema: {
          summary:
            "'Monatsdaten aktualisieren': write the planned days of a month for employees (a job)",
          body: s.monthResetBodySchema,
          response: { 201: s.monthResetSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await monthResets.start(app.db, await access(request), request.body)),
    );
    app.get(
      `${base}/month-resets/:resetId`,
      {
        onRequest: staffOnly,
        schema: {
          summary: "Progress of a 'Monatsdaten aktualisieren' run",
          params: s.monthResetParamsSchema,
          response: { 200: s.monthResetSchema },
        },
      },
      async (request) => monthResets.get(app.db, await access(request), request.params.resetId),
    );
  },
);
