import { z } from 'zod';
import {
  adminModuleSchema,
  createModuleBodySchema,
  moduleAdminMessages,
  moduleParamsSchema,
  reorderModulesBodySchema,
  updateModuleBodySchema,
} from '@kontor/core/schemas/module-admin';
import {
  projectSettingsAnswerSchema,
  projectSettingsSchema,
} from '@kontor/core/schemas/project-settings';
import { projectMessages, projectParamsSchema } from '@kontor/core/schemas/projects';
import { problemResponses } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { projectOf, requireProjectAdmin } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { listAdminModules } from './project-admin.repository.ts';
import * as service from './project-admin.service.ts';
import { getProjectSettings, saveProjectSettings } from './project-settings.service.ts';

/** Superusers and administrators of the project (docs/admin.md), checked before any input. */
const settingsAdmin = requireProjectAdmin(projectMessages.adminOnly);

export const projectAdminRoutes = modulePlugin(
  {
    tag: 'project-admin',
    guard: requireProjectAdmin(moduleAdminMessages.adminOnly),
    params: projectParamsSchema,
  },
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
      async (request) => listAdminModules(app.db, projectOf(request).id),
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
          .send(await service.createModule(app.db, projectOf(request).id, request.body)),
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
        service.reorderModules(app.db, projectOf(request).id, request.body.moduleIds),
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
        service.updateModule(app.db, projectOf(request).id, request.params.moduleId, request.body),
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
        await service.removeModule(app.db, projectOf(request).id, request.params.moduleId);
        return reply.code(204).send(null);
      },
    );
    app.get(
      `${base}/settings`,
      {
        onRequest: settingsAdmin,
        schema: {
          summary: 'Name, description, logo, e-mail and site settings (administrators)',
          response: { 200: projectSettingsAnswerSchema },
        },
      },
      async (request) => getProjectSettings(app.db, projectOf(request).id),
    );
    app.put(
      `${base}/settings`,
      {
        onRequest: settingsAdmin,
        schema: {
          summary: 'Replace the project settings',
          body: projectSettingsSchema,
          response: { 200: projectSettingsAnswerSchema },
        },
      },
      async (request) => saveProjectSettings(app.db, projectOf(request).id, request.body),
    );
  },
);
