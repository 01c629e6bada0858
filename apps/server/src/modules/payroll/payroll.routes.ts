import { projectParamsSchema } from '@kontor/core/schemas/projects';
import * as s from '@kontor/core/schemas/payroll';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireOfficeModule } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './payroll.service.ts';

const base = '/api/projects/:projectId/staff/payroll';
const conflict = problemResponses(409);
const employee = { 200: s.employeePayrollSchema };

/**
 * Wages and employment on the Mitarbeiter screen: office and admin roles with '/staff' only
 * (a worker role is refused in the guard, before the body is read). A worker reads their own
 * pay in the time tracking (`time-tracking/users/:userId/payroll`).
 */
export const payrollRoutes = modulePlugin(
  { tag: 'payroll', guard: requireOfficeModule('/staff'), params: projectParamsSchema },
  async (app) => {
    const pid = (request: Parameters<typeof projectOf>[0]) => projectOf(request).id;
    const one = { params: s.employeePayrollParamsSchema };

    app.get(
      base,
      {
        schema: {
          summary: "Every member's Personalnummer, today's pay and minimum-wage findings",
          response: { 200: s.employeePayrollListSchema },
        },
      },
      async (request) => service.list(app.db, pid(request)),
    );
    app.get(
      `${base}/:userId`,
      {
        schema: {
          ...one,
          summary: "An employee's pay with the whole history (corrected and deleted rows too)",
          response: employee,
        },
      },
      async (request) => service.detail(app.db, pid(request), request.params.userId),
    );
    app.put(
      `${base}/:userId/personnel-number`,
      {
        schema: {
          ...one,
          summary: 'Set the Personalnummer (unique in the project; 409 when taken)',
          body: s.personnelNumberBodySchema,
          response: { ...employee, ...conflict },
        },
      },
      async (request) =>
        service.setPersonnelNumber(app.db, pid(request), request.params.userId, request.body),
    );
    app.post(
      `${base}/:userId/wages`,
      {
        schema: {
          ...one,
          summary: "'Neuer Lohn ab …': a new row of the pay history (rows are never changed)",
          body: s.newWageBodySchema,
          response: { 201: s.employeePayrollSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.addWage(
              app.db,
              pid(request),
              request.params.userId,
              authOf(request).userId,
              request.body,
            ),
          ),
    );
    app.delete(
      `${base}/:userId/wages/:wageId`,
      {
        schema: {
          params: s.wageParamsSchema,
          summary: 'Delete a row that begins after today (it stays in the history, marked)',
          response: { ...employee, ...conflict },
        },
      },
      async (request) =>
        service.deleteWage(
          app.db,
          pid(request),
          request.params.userId,
          request.params.wageId,
          authOf(request).userId,
        ),
    );
    app.get(
      '/api/projects/:projectId/staff/payroll-settings',
      {
        schema: {
          summary: '§ 2a SchwarzArbG and sector minimum wages of the project',
          response: { 200: s.payrollSettingsSchema },
        },
      },
      async (request) => service.settings(app.db, pid(request)),
    );
    app.put(
      '/api/projects/:projectId/staff/payroll-settings',
      {
        schema: {
          summary: 'Set § 2a SchwarzArbG and the sector minimum wages',
          body: s.payrollSettingsBodySchema,
          response: { 200: s.payrollSettingsSchema },
        },
      },
      async (request) => service.updateSettings(app.db, pid(request), request.body),
    );
  },
);
