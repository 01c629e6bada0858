import { z } from 'zod';
import {
  deployDeliverySchema,
  deployHookSettingsSchema,
  deployMessages,
} from '@kontor/core/content/deploy-hook';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { problemResponses } from '../../lib/problem.ts';
import { projectOf, requireProject, requireProjectAdmin } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './deploy-hook.service.ts';

const base = '/api/projects/:projectId/deploy-hook';

/** Spec 001 §7 deploy hook: its URL (administrators), the delivery log and 'Jetzt veröffentlichen'. */
export const deployHookRoutes = modulePlugin(
  { tag: 'deploy hook', guard: requireProject(), params: projectParamsSchema },
  async (app) => {
    // Checked in the guard, before the body is read.
    const adminOnly = requireProjectAdmin(deployMessages.adminOnly);

    app.get(
      base,
      {
        onRequest: adminOnly,
        schema: {
          summary: 'The deploy hook URL (administrators)',
          response: { 200: deployHookSettingsSchema },
        },
      },
      async (request) => service.getSettings(app.db, projectOf(request).id),
    );

    app.put(
      base,
      {
        onRequest: adminOnly,
        schema: {
          summary: 'Set or clear the deploy hook URL (administrators)',
          body: deployHookSettingsSchema,
          response: { 200: deployHookSettingsSchema },
        },
      },
      async (request) => service.saveSettings(app.db, projectOf(request).id, request.body.url),
    );

    app.get(
      `${base}/deliveries`,
      {
        schema: {
          summary: 'The latest calls of the deploy hook: time, status, duration',
          response: { 200: z.array(deployDeliverySchema) },
        },
      },
      async (request) => service.deliveries(app.db, projectOf(request).id),
    );

    app.post(
      `${base}/publish`,
      {
        schema: {
          summary: "'Jetzt veröffentlichen': call the deploy hook now",
          response: { 202: emptyAnswer('Call queued'), ...problemResponses(409) },
        },
      },
      async (request, reply) => {
        await service.publishNow(app.db, projectOf(request).id);
        return reply.code(202).send(null);
      },
    );
  },
);
