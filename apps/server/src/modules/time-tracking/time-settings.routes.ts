import { projectParamsSchema } from '@kontor/core/schemas/projects';
import {
  holidayTemplateBodySchema,
  recordBodySchema,
  surchargeBodySchema,
} from '@kontor/core/schemas/time-tracking';
import * as s from '@kontor/core/schemas/time-tracking-api';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireModule } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as employment from './employment.service.ts';
import * as records from './records.service.ts';
import * as settings from './settings.service.ts';

const base = '/api/projects/:projectId/time-settings';
const conflict = problemResponses(409);

/** 'Zeiten und Zuschläge': every route needs the '/time-settings' module. */
export const timeSettingsRoutes = modulePlugin(
  { tag: 'time-settings', guard: requireModule('/time-settings'), params: projectParamsSchema },
  async (app) => {
    const pid = (request: Parameters<typeof projectOf>[0]) => projectOf(request).id;

    app.get(
      `${base}/records`,
      {
        schema: {
          summary: 'Records of a year with Urlaub (verfügbar / genommen) and Saldo',
          querystring: s.recordListQuerySchema,
          response: { 200: s.recordListSchema },
        },
      },
      async (request) => records.list(app.db, pid(request), request.query.year),
    );
    app.post(
      `${base}/records`,
      {
        schema: {
          summary: "'Neuen Record erstellen' (optionally copying the former year's record)",
          body: recordBodySchema,
          response: { 201: s.recordSchema, ...conflict },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await records.create(app.db, pid(request), authOf(request).userId, request.body)),
    );
    app.get(
      `${base}/records/:recordId`,
      {
        schema: {
          summary: 'One record',
          params: s.recordParamsSchema,
          response: { 200: s.recordSchema },
        },
      },
      async (request) => records.get(app.db, pid(request), request.params.recordId),
    );
    app.patch(
      `${base}/records/:recordId`,
      {
        schema: {
          summary: "'Zeiterfassung {year} bearbeiten' (past years read-only: 409)",
          params: s.recordParamsSchema,
          body: s.updateRecordBodySchema,
          response: { 200: s.recordSchema, ...conflict },
        },
      },
      async (request) =>
        records.update(
          app.db,
          pid(request),
          authOf(request).userId,
          request.params.recordId,
          request.body,
        ),
    );

    app.get(
      `${base}/vacation`,
      {
        schema: {
          summary: "The project's vacation rule: §§ 4, 5 BUrlG, or a twelfth per month by contract",
          response: { 200: s.vacationSettingsSchema },
        },
      },
      async (request) => employment.vacationSettings(app.db, pid(request)),
    );
    app.put(
      `${base}/vacation`,
      {
        schema: {
          summary: "Set the project's vacation rule",
          body: s.vacationSettingsSchema,
          response: { 200: s.vacationSettingsSchema },
        },
      },
      async (request) => employment.updateVacationSettings(app.db, pid(request), request.body),
    );
    app.put(
      `${base}/employments/:userId`,
      {
        schema: {
          summary: "A member's employment (Beschäftigt seit / bis) for the vacation rules",
          params: s.employmentParamsSchema,
          body: s.employmentBodySchema,
          response: { 200: s.employmentViewSchema },
        },
      },
      async (request) =>
        employment.updateEmployment(app.db, pid(request), request.params.userId, request.body),
    );

    app.get(
      `${base}/surcharges`,
      {
        schema: {
          summary: 'Zuschläge: active ones, or the archive',
          querystring: s.surchargeListQuerySchema,
          response: { 200: s.surchargeListSchema },
        },
      },
      async (request) => settings.listSurcharges(app.db, pid(request), request.query.archived),
    );
    app.get(
      `${base}/surcharges/presets`,
      {
        schema: {
          summary: 'The § 3b EStG tax-free surcharges offered as presets',
          querystring: s.surchargePresetsQuerySchema,
          response: { 200: s.surchargePresetsSchema },
        },
      },
      async (request) => settings.surchargePresets(request.query.startDate),
    );
    app.post(
      `${base}/surcharges`,
      {
        schema: {
          summary: 'Create a surcharge',
          body: surchargeBodySchema,
          response: { 201: s.surchargeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await settings.createSurcharge(app.db, pid(request), request.body)),
    );
    app.put(
      `${base}/surcharges/:surchargeId`,
      {
        schema: {
          summary: 'Change a surcharge (applies retroactively)',
          params: s.surchargeParamsSchema,
          body: s.updateSurchargeBodySchema,
          response: { 200: s.surchargeSchema, ...conflict },
        },
      },
      async (request) =>
        settings.updateSurcharge(app.db, pid(request), request.params.surchargeId, request.body),
    );
    app.post(
      `${base}/surcharges/:surchargeId/archive`,
      {
        schema: {
          summary: 'Archive a surcharge with an end date',
          params: s.surchargeParamsSchema,
          body: s.archiveSurchargeBodySchema,
          response: { 200: s.surchargeSchema, ...conflict },
        },
      },
      async (request) =>
        settings.archiveSurcharge(app.db, pid(request), request.params.surchargeId, request.body),
    );

    app.get(
      `${base}/holiday-templates`,
      {
        schema: {
          summary: 'Feiertag-Templates',
          response: { 200: s.holidayTemplateListSchema },
        },
      },
      async (request) => settings.listTemplates(app.db, pid(request)),
    );
    app.post(
      `${base}/holiday-templates`,
      {
        schema: {
          summary: "'Neues Feiertag-Template erstellen'",
          body: holidayTemplateBodySchema,
          response: { 201: s.holidayTemplateSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await settings.createTemplate(app.db, pid(request), request.body)),
    );
    app.put(
      `${base}/holiday-templates/:templateId`,
      {
        schema: {
          summary: 'Change the holidays of a template (its name is fixed)',
          params: s.templateParamsSchema,
          body: s.updateHolidayTemplateBodySchema,
          response: { 200: s.holidayTemplateSchema, ...conflict },
        },
      },
      async (request) =>
        settings.updateTemplate(app.db, pid(request), request.params.templateId, request.body),
    );
    app.delete(
      `${base}/holiday-templates/:templateId`,
      {
        schema: {
          summary: 'Delete a template no record uses',
          params: s.templateParamsSchema,
          response: { 204: emptyAnswer('Deleted'), ...conflict },
        },
      },
      async (request, reply) => {
        await settings.deleteTemplate(app.db, pid(request), request.params.templateId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${base}/holidays`,
      {
        schema: {
          summary: 'Feiertage with their dates in the 5 displayed years',
          response: { 200: s.holidayListSchema },
        },
      },
      async (request) => settings.listHolidays(app.db, pid(request)),
    );
    app.post(
      `${base}/holidays/refresh`,
      {
        schema: {
          summary: "'Daten aktualisieren': this year and the next six, offline, for one Bundesland",
          body: s.refreshHolidaysBodySchema,
          response: { 200: s.holidayListSchema },
        },
      },
      async (request) => settings.refreshHolidays(app.db, pid(request), request.body.state),
    );
  },
);
