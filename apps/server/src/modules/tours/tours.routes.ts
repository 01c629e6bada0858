import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import {
  calendarFeedCreatedSchema,
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
} from '@kontor/core/schemas/services';
import { fileResponse } from '../../files/file-responses.ts';
import { problemResponses } from '../../lib/problem.ts';
import { requireModule } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as feeds from './calendar-feeds.service.ts';
import type { FeedVisitSource } from './tour-feed-source.ts';
import { tourExportRoutes } from './tour-exports.routes.ts';
import { tourVisitRoutes } from './tour-visits.routes.ts';

const feedPath = '/api/projects/:projectId/tours/calendar-feed';
const querystring = calendarFeedQuerySchema;

/** Calendar apps poll; they may keep an answer five minutes (the feed's TTL is an hour). */
const CACHE_CONTROL = 'private, max-age=300';

/** '/tours': a worker manages their own feed, office and admin anyone's. */
const tourRoutes = modulePlugin(
  { tag: 'tours', guard: requireModule('/tours'), params: projectParamsSchema },
  async (app) => {
    app.post(
      feedPath,
      {
        // Shown only in this answer: never kept for an Idempotency-Key replay.
        config: { secretAnswer: true },
        schema: {
          summary: "Create or rotate a worker's secret iCal feed URL (shown only in this answer)",
          querystring,
          response: { 201: calendarFeedCreatedSchema, ...problemResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const { projectId, workerId } = await feeds.feedWorker(
          app.db,
          request,
          request.query.workerId,
        );
        const created = await feeds.createFeed(app.db, app.config, projectId, workerId);
        return reply.code(201).send(created);
      },
    );
    app.get(
      feedPath,
      {
        schema: {
          summary: "Whether a worker's iCal feed exists and since when (never the token)",
          querystring,
          response: { 200: calendarFeedStatusSchema, ...problemResponses(400) },
        },
      },
      async (request) => {
        const { projectId, workerId } = await feeds.feedWorker(
          app.db,
          request,
          request.query.workerId,
        );
        return feeds.feedStatus(app.db, projectId, workerId);
      },
    );
    app.delete(
      feedPath,
      {
        schema: {
          summary: "Revoke a worker's iCal feed URL",
          querystring,
          response: {
            204: emptyAnswer('Revoked (also when there was none)'),
            ...problemResponses(400),
          },
        },
      },
      async (request, reply) => {
        const { projectId, workerId } = await feeds.feedWorker(
          app.db,
          request,
          request.query.workerId,
        );
        await feeds.revokeFeed(app.db, projectId, workerId);
        return reply.code(204).send(null);
      },
    );
  },
);

/** The subscription itself: no session, the secret token in the URL is the key. */
function publicFeedRoutes(source: FeedVisitSource): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/calendar/:token.ics',
      {
        config: { public: true },
        schema: {
          tags: ['tours'],
          summary: "A worker's tour as iCalendar (4 weeks back, 12 ahead); subscribe by URL",
          security: [],
          params: z.object({ token: z.string() }),
          response: { ...fileResponse(['text/calendar']), ...problemResponses(404) },
        },
      },
      async (request, reply) => {
        const feed = await feeds.feedOf(app.db, source, request.params.token);
        reply.header('etag', feed.etag).header('cache-control', CACHE_CONTROL);
        if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send(null);
        return reply.type('text/calendar; charset=utf-8').send(feed.text());
      },
    );
  };
}

export function toursRoutes(source: FeedVisitSource): FastifyPluginAsync {
  return async (app) => {
    await app.register(tourVisitRoutes);
    await app.register(tourExportRoutes);
    await app.register(tourRoutes);
    await app.register(publicFeedRoutes(source));
  };
}
