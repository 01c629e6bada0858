import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { confirmVisitBodySchema, tourQuerySchema, tourSchema } from '@kontor/core/schemas/services';
import {
  serviceVisitSchema,
  tourSettingsSchema,
  updateTourSettingsBodySchema,
  visitParamsSchema,
} from '@kontor/core/schemas/tours';
import { problemResponses } from '../../lib/problem.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { berlinToday } from '../../lib/tour-calendar.ts';
import {
  authOf,
  prefetchedOf,
  projectOf,
  requireModule,
  requireOfficeModule,
} from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { isTourOffice, tourWorkerOf } from './tour-roles.ts';
import * as settings from './tour-settings.service.ts';
import { tourRevisionSql } from './tour-cache.ts';
import { readTour } from './tours.service.ts';
import * as visits from './visits.service.ts';

const base = '/api/projects/:projectId/tours';

/**
 * '/tours' for every role that lists it: a worker reads their own tour and confirms their own
 * visits; office and admin roles see any worker's tour, confirm for anyone, take a
 * confirmation back and choose the tours' holidays.
 */
export const tourVisitRoutes = modulePlugin(
  { tag: 'tours', guard: requireModule('/tours'), params: projectParamsSchema },
  async (app) => {
    const office = requireOfficeModule('/tours');
    const cache = app.answerCaches.of('tours');

    app.get(
      base,
      {
        // The guard fetches the tours' revision along (one round trip for a cached tour).
        onRequest: requireModule('/tours', {
          prefetch: (_request, projectId) => tourRevisionSql(projectId),
        }),
        schema: {
          summary:
            "One worker's tour ('Touren'): a week's visits by property and service, or without `week` the overview of their services",
          querystring: tourQuerySchema,
          response: { 200: tourSchema },
        },
      },
      async (request, reply) => {
        const self = authOf(request).userId;
        const workerId = tourWorkerOf(request, request.query.workerId);
        const projectId = projectOf(request).id;
        const week = request.query.week ?? null;
        const mustBeWorker = workerId !== self;
        // Statuses depend on the day; asked as oneself, a member who is no worker has a tour.
        const key = [projectId, workerId, week, berlinToday(), mustBeWorker].join('\n');
        const cached = cache.get(key, prefetchedOf(request));
        if (cached !== undefined) return sendJsonText(reply, cached);
        const { tour, revision } = await readTour(app.db, projectId, workerId, week, {
          mustBeWorker,
        });
        const json = JSON.stringify(tour);
        cache.set(key, { revision, json });
        return sendJsonText(reply, json);
      },
    );

    app.post(
      `${base}/visits`,
      {
        schema: {
          summary:
            'Confirm a visit done (time, comment, up to 10 photos as image ids); again: replaces it',
          body: confirmVisitBodySchema,
          response: { 200: serviceVisitSchema, 201: serviceVisitSchema },
        },
      },
      async (request, reply) => {
        const { visit, created } = await visits.confirm(
          app.db,
          projectOf(request).id,
          { userId: authOf(request).userId, office: isTourOffice(request) },
          request.body,
        );
        return reply.code(created ? 201 : 200).send(visit);
      },
    );

    app.delete(
      `${base}/visits/:entryId/:plannedDate`,
      {
        onRequest: office,
        schema: {
          summary: 'Take a confirmation back (office and admin roles)',
          params: visitParamsSchema,
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        const { entryId, plannedDate } = request.params;
        await visits.undo(app.db, projectOf(request).id, entryId, plannedDate);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${base}/settings`,
      {
        onRequest: office,
        schema: {
          summary: "The tours' settings: which holiday template their holiday rule uses",
          response: { 200: tourSettingsSchema },
        },
      },
      async (request) => settings.get(app.db, projectOf(request).id),
    );

    app.put(
      `${base}/settings`,
      {
        onRequest: office,
        schema: {
          summary: "Choose the tours' holiday template (null: automatic)",
          body: updateTourSettingsBodySchema,
          response: { 200: tourSettingsSchema, ...problemResponses(409) },
        },
      },
      async (request) => settings.update(app.db, projectOf(request).id, request.body),
    );
  },
);
