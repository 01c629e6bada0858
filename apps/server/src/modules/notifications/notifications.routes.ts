import {
  markReadBodySchema,
  NOTIFICATION_HEARTBEAT_SECONDS,
  NOTIFICATION_STREAM_END_EVENT,
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_RESUME_LIMIT,
  notificationFeedQuerySchema,
  notificationFeedSchema,
  notificationMessages,
  notificationParamsSchema,
  notificationSeqSchema,
  notificationStreamQuerySchema,
  unreadCountSchema,
} from '@kontor/core/schemas/notifications';
import { projectMessages, projectParamsSchema } from '@kontor/core/schemas/projects';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireMembership } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { NotificationStream } from './notification-stream.ts';
import type { Recipient } from './notifications.repository.ts';
import * as service from './notifications.service.ts';

const base = '/api/projects/:projectId/notifications';
const deleted = { 204: emptyAnswer('Deleted') };

/**
 * Where a stream resumes: `Last-Event-ID` (an EventSource reconnecting, newer than the URL's
 * `since`), else `?since=`, else nowhere (live only).
 */
function resumePoint(header: string | string[] | undefined, since: number | undefined) {
  if (header === undefined) return since;
  const parsed = notificationSeqSchema.safeParse(header);
  if (!parsed.success) throw new HttpProblem(400, parsed.error.issues[0]!.message);
  return parsed.data;
}

/** Only a client that asks for an event stream gets one (EventSource always does). */
const wantsEventStream = (request: FastifyRequest) =>
  /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(request.headers.accept ?? '');

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
          description:
            "`filter=unread` lists only the unread messages (the tab 'Ungelesen'); `unread` " +
            'always counts all of them.',
          querystring: notificationFeedQuerySchema,
          response: { 200: notificationFeedSchema },
        },
      },
      async (request) => service.feed(app.db, recipientOf(request), request.query),
    );
    app.get(
      `${base}/stream`,
      {
        schema: {
          summary: "The caller's messages live, as Server-Sent Events",
          description:
            `Needs \`Accept: text/event-stream\`. Each message is \`id: <seq>\`, ` +
            `\`event: ${NOTIFICATION_STREAM_EVENT}\`, \`data: <Notification JSON>\`. With ` +
            `\`Last-Event-ID\` (or \`?since=<seq>\`) the newest ${NOTIFICATION_STREAM_RESUME_LIMIT} ` +
            `missed messages come first, oldest first. A comment line every ` +
            `${NOTIFICATION_HEARTBEAT_SECONDS} s; \`event: ${NOTIFICATION_STREAM_END_EVENT}\` ` +
            `just before the server closes the stream of an ended session.`,
          querystring: notificationStreamQuerySchema,
          response: {
            200: {
              description: 'The event stream (text/event-stream)',
              content: { 'text/event-stream': { schema: z.string() } },
            },
            ...problemResponses(406),
          },
        },
      },
      async (request, reply) => {
        if (!wantsEventStream(request)) throw new HttpProblem(406, notificationMessages.streamOnly);
        // HEAD meets the same guard as GET, but opens no stream (it would hold the connection).
        if (request.method === 'HEAD') return reply.type('text/event-stream').send('');
        const since = resumePoint(request.headers['last-event-id'], request.query.since);
        const stream = new NotificationStream(
          reply,
          authOf(request).tokenHash,
          recipientOf(request),
          since,
          app.notificationHub,
        );
        try {
          await stream.resume(app.db, since);
        } catch (error) {
          // The browser reconnects and resumes from its last event id.
          request.log.error({ err: error }, 'Nachrichten: Fortsetzen des Stroms fehlgeschlagen');
          stream.close(false);
        }
      },
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
          summary: "'Alle als gelesen': marks the caller's messages up to a seq read",
          description:
            'The newest seq the list shows: every older unread message of the caller in the ' +
            'project is read too (also beyond the 30 shown), a newer one stays unread.',
          body: markReadBodySchema,
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => service.markRead(app.db, recipientOf(request), request.body.upToSeq),
    );
    app.post(
      `${base}/:notificationId/read`,
      {
        schema: {
          summary: 'Marks one of the caller’s messages read (the user opened it)',
          params: notificationParamsSchema,
          response: { 200: unreadCountSchema },
        },
      },
      async (request) =>
        service.markOneRead(app.db, recipientOf(request), request.params.notificationId),
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
