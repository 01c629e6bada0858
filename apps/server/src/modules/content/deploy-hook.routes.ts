import { z } from 'zod';
import {
  deployDeliverySchema,
  deployHookSettingsSchema,
  deployMessages,
} from '@kontor/core/content/deploy-hook';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { outgoingRefusal } from '../../lib/outgoing-request.ts';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireProject } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './deploy-hook.service.ts';

const base = '/api/projects/:projectId/deploy-hook';

/** Spec 001 §7 deploy hook: its URL (administrators), the delivery log and 'Jetzt veröffentlichen'. */
export const deployHookRoutes = modulePlugin(
  { tag: 'deploy hook', guard: requireProject(), params: projectParamsSchema },
  async (app) => {
    const adminOnly = (request: Parameters<typeof authOf>[0]) => {
      if (!authOf(request).isSuperuser && projectOf(request).role?.type !== 'admin') {
        throw new HttpProblem(403, deployMessages.adminOnly);
      }
      return projectOf(request).id;
    };
    /** Publishing and its log: members whose role has a content module, administrators. */
    const contentMember = async (request: Parameters<typeof authOf>[0]) => {
      const project = projectOf(request);
      if (authOf(request).isSuperuser || project.role?.type === 'admin') return project.id;
      if (await service.hasContentModule(app.db, project.id, project.role?.moduleIds ?? [])) {
        return project.id;
      }
      throw new HttpProblem(403, deployMessages.contentOnly);
    };

    app.get(
      base,
      {
        schema: {
          summary: 'The deploy hook URL (administrators)',
          response: { 200: deployHookSettingsSchema },
        },
      },
      async (request) => service.getSettings(app.db, adminOnly(request)),
    );

    app.put(
      base,
      {
        schema: {
          summary: 'Set or clear the deploy hook URL (administrators)',
          body: deployHookSettingsSchema,
          response: { 200: deployHookSettingsSchema },
        },
      },
      async (request) => {
        const projectId = adminOnly(request);
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
        schema: {
          summary: 'The latest calls of the deploy hook: time, status, duration',
          response: { 200: z.array(deployDeliverySchema) },
        },
      },
      async (request) => service.deliveries(app.db, await contentMember(request)),
    );

    app.post(
      `${base}/publish`,
      {
        schema: {
          summary: "'Jetzt veröffentlichen': call the deploy hook now",
          response: { 202: emptyAnswer('Call queued'), ...problemResponses(409, 429) },
        },
      },
      async (request, reply) => {
        await service.publishNow(app.db, await contentMember(request));
        return reply.code(202).send(null);
      },
    );
  },
);
