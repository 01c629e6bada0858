import {
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionStateSchema,
  pushUnsubscribeQuerySchema,
} from '@kontor/core/schemas/notifications';
import { projectMessages, projectParamsSchema } from '@kontor/core/schemas/projects';
import { requireMembership } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { recipientOf } from './notifications.routes.ts';
import * as service from './push.service.ts';

const base = '/api/projects/:projectId/push';

/** Web Push ('Installation', spec 001 §3): the key a browser subscribes with, its device. */
export const pushRoutes = modulePlugin(
  {
    tag: 'notifications',
    guard: requireMembership(projectMessages.notMember),
    params: projectParamsSchema,
  },
  async (app) => {
    app.get(
      `${base}/public-key`,
      {
        schema: {
          summary: "The installation's VAPID public key (the browser's applicationServerKey)",
          response: { 200: pushPublicKeySchema },
        },
      },
      async () => service.publicKey(app.db),
    );
    app.get(
      `${base}/subscription`,
      {
        schema: {
          summary: "Whether this device (endpoint) receives the caller's pushes in the project",
          querystring: pushUnsubscribeQuerySchema,
          response: { 200: pushSubscriptionStateSchema },
        },
      },
      async (request) =>
        service.subscriptionState(app.db, recipientOf(request), request.query.endpoint),
    );
    app.put(
      `${base}/subscription`,
      {
        schema: {
          summary:
            "Stores this device's push subscription for the caller (a device another member used passes to the caller)",
          body: pushSubscriptionBodySchema,
          response: { 204: emptyAnswer('Stored') },
        },
      },
      async (request, reply) => {
        const policy = { allowedHosts: app.config.outgoingAllowedHosts };
        await service.subscribe(app.db, recipientOf(request), request.body, policy);
        return reply.code(204).send(null);
      },
    );
    app.delete(
      `${base}/subscription`,
      {
        schema: {
          summary: "Removes the caller's subscription of this device (nothing if it is not theirs)",
          querystring: pushUnsubscribeQuerySchema,
          response: { 204: emptyAnswer('Removed') },
        },
      },
      async (request, reply) => {
        await service.unsubscribe(app.db, recipientOf(request), request.query.endpoint);
        return reply.code(204).send(null);
      },
    );
  },
);
