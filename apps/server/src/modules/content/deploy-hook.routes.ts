import { z } from 'zod';
import { CONTENT_MODULES } from '@kontor/core/content/content-modules';
import {
  deployDeliverySchema,
  deployHookSettingsSchema,
  deployMessages,
} from '@kontor/core/content/deploy-hook';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { outgoingRefusal } from '../../lib/outgoing-request.ts';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import {
  projectOf,
  requireAnyModule,
  requireProject,
  requireProjectAdmin,
} from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './deploy-hook.service.ts';

const base = '/api/projects/:projectId/deploy-hook';
const adminOnly = requireProjectAdmin(deployMessages.adminOnly);
/** Publishing and its log: members whose role has a content module, administrators. */
const contentMembers = requireAnyModule(
  CONTENT_MODULES.map((m) => m.module),
  deployMessages.contentOnly,
);

/** Spec 001 §7 deploy hook: its URL (administrators), the delivery log and 'Jetzt veröffentlichen'. */
export const deployHookRoutes = modulePlugin(
  { tag: 'deploy hook', guard: requireProject(), params: projectParamsSchema },
  async (app) => {
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
      async (request) => {
        const projectId = projectOf(request).id;
        const { url } = request.body;
        const policy = { allowedHosts: app.config.outgoingAllowedHosts };
        const refusal = url === null ? undefined : await outgoingRefusal(url, policy);
        if (refusal) throw new HttpProblem(400, httpMessages.validation, { url: [refusal] });
        return service.saveSettings(app.db, projectId, url);
      },
    );

    app.get(
      `${base}/deliveries`,
      {
        onRequest: contentMembers,
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
        onRequest: contentMembers,
        schema: {
          summary: "'Jetzt veröffentlichen': call the deploy hook now",
          response: { 202: emptyAnswer('Call queued'), ...problemResponses(409, 429) },
        },
      },
      async (request, reply) => {
        await service.publishNow(app.db, projectOf(request).id);
        return reply.code(202).send(null);
      },
    );
  },
);
