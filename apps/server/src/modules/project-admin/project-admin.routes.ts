import { z } from 'zod';
import {
  adminModuleSchema,
  createModuleBodySchema,
  moduleAdminMessages,
  moduleParamsSchema,
  reorderModulesBodySchema,
  updateModuleBodySchema,
} from '@kontor/core/schemas/module-admin';
import { projectSettingsSchema } from '@kontor/core/schemas/project-settings';
import { projectMessages, projectParamsSchema } from '@kontor/core/schemas/projects';
import type { FastifyRequest } from 'fastify';
import { problemResponses } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { authOf, projectOf, requireProject } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { listAdminModules } from './project-admin.repository.ts';
import * as service from './project-admin.service.ts';
import { getProjectSettings, saveProjectSettings } from './project-settings.service.ts';

/** The project's id once the caller is known to administer it. */
function administered(request: FastifyRequest, message: string): string {
  const project = projectOf(request);
  service.assertProjectAdmin(authOf(request), project.role, message);
  return project.id;
}
const modulesAdmin = (request: FastifyRequest) =>
  administered(request, moduleAdminMessages.adminOnly);
const settingsAdmin = (request: FastifyRequest) => administered(request, projectMessages.adminOnly);

export const projectAdminRoutes = modulePlugin(
  { tag: 'project-admin', guard: requireProject(), params: projectParamsSchema },
  async (app) => {
    const base = '/api/projects/:projectId/admin';
    const one = { params: moduleParamsSchema };
    app.get(
      `${base}/modules`,
      {
        schema: {
          summary: "All the project's modules with settings and definitions (administrators)",
          response: { 200: z.array(adminModuleSchema) },
        },
      },
      async (request) => listAdminModules(app.db, modulesAdmin(request)),
    );
    app.post(
      `${base}/modules`,
      {
        schema: {
          summary: 'Add a module from the catalogue, each path once per project',
          body: createModuleBodySchema,
          response: { 201: adminModuleSchema, ...problemResponses(409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.createModule(app.db, modulesAdmin(request), request.body)),
    );
    app.put(
      `${base}/modules/order`,
      {
        schema: {
          summary: 'Set the order of all modules at once',
          body: reorderModulesBodySchema,
          response: { 200: z.array(adminModuleSchema) },
        },
      },
      async (request) =>
        service.reorderModules(app.db, modulesAdmin(request), request.body.moduleIds),
    );
    app.patch(
      `${base}/modules/:moduleId`,
      {
        schema: {
          ...one,
          summary: 'Rename a module or replace its settings, categories or fields',
          body: updateModuleBodySchema,
          response: { 200: adminModuleSchema, ...problemResponses(409) },
        },
      },
      async (request) =>
        service.updateModule(app.db, modulesAdmin(request), request.params.moduleId, request.body),
    );
    app.delete(
      `${base}/modules/:moduleId`,
      {
        schema: {
          ...one,
          summary: 'Remove a module; roles lose it from their module lists',
          response: { 204: emptyAnswer('Removed') },
        },
      },
      async (request, reply) => {
        await service.removeModule(app.db, modulesAdmin(request), request.params.moduleId);
        return reply.code(204).send(null);
      },
    );
    app.get(
      `${base}/settings`,
      {
        schema: {
          summary: 'Name, description, logo, e-mail and site settings (administrators)',
          response: { 200: projectSettingsSchema },
        },
      },
      async (request) => getProjectSettings(app.db, settingsAdmin(request)),
    );
    app.put(
      `${base}/settings`,
      {
        schema: {
          summary: 'Replace the project settings',
          body: projectSettingsSchema,
          response: { 200: projectSettingsSchema },
        },
      },
      async (request) => saveProjectSettings(app.db, settingsAdmin(request), request.body),
    );
  },
);
