import {
  markReadBodySchema,
  notificationFeedQuerySchema,
  notificationFeedSchema,
  notificationParamsSchema,
  unreadCountSchema,
} from '@kontor/core/schemas/notifications';
import { projectMessages, projectParamsSchema } from '@kontor/core/schemas/projects';
import type { FastifyRequest } from 'fastify';
import { authOf, projectOf, requireMembership } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import type { Recipient } from './notifications.repository.ts';
import * as service from './notifications.service.ts';

const base = '/api/projects/:projectId/notifications';
const deleted = { 204: emptyAnswer('Deleted') };

/** The caller's own messages in the project (every member has a feed, whatever the modules). */
export const recipientOf = (request: FastifyRequest): Recipient => ({
  projectId: projectOf(request).id,
  userId: authOf(request).userId,
});

export const notificationsRoutes = modulePlugin(
  {
    tag: 'notifications',
    guard: requireMembership(projectMessages.notMember),
    params: projectParamsSchema,
  },
  async (app) => {
    app.get(
      base,
      {
        schema: {
          summary: "'Nachrichten': the caller's newest messages (at most 30) and the unread count",
          querystring: notificationFeedQuerySchema,
          response: { 200: notificationFeedSchema },
        },
      },
      async (request) => service.feed(app.db, recipientOf(request), request.query),
    );
    app.get(
      `${base}/unread`,
      {
        schema: {
          summary: "The bell: the caller's unread messages",
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => service.unread(app.db, recipientOf(request)),
    );
    app.post(
      `${base}/read`,
      {
        schema: {
          summary: 'Marks the messages up to a seq read (what the user has seen)',
          body: markReadBodySchema,
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => service.markRead(app.db, recipientOf(request), request.body.upToSeq),
    );
    app.delete(
      `${base}/:notificationId`,
      {
        schema: {
          summary: 'Deletes one of the caller’s messages',
          params: notificationParamsSchema,
          response: deleted,
        },
      },
      async (request, reply) => {
        await service.remove(app.db, recipientOf(request), request.params.notificationId);
        return reply.code(204).send(null);
      },
    );
    app.delete(
      base,
      {
        schema: {
          summary: "'Neue Nachricht' on the dashboard: clears all of the caller’s messages",
          response: deleted,
        },
      },
      async (request, reply) => {
        await service.removeAll(app.db, recipientOf(request));
        return reply.code(204).send(null);
      },
    );
  },
);
