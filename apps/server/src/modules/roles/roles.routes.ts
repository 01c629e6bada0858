import { z } from 'zod';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import * as s from '@kontor/core/schemas/roles';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireProject, requireProjectAdmin } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { listRoles } from './roles.repository.ts';
import * as service from './roles.service.ts';

/** Roles of a project (spec 001 §6): every member reads them, administrators change them. */
export const rolesRoutes = modulePlugin(
  {
    tag: 'roles',
    guard: requireProjectAdmin(s.roleMessages.adminOnly),
    params: projectParamsSchema,
  },
  async (app) => {
    const one = { params: s.roleParamsSchema };

    app.get(
      '/api/projects/:projectId/roles',
      {
        onRequest: requireProject(),
        schema: { summary: 'Roles of the project', response: { 200: z.array(s.roleDetailSchema) } },
      },
      async (request) => listRoles(app.db, projectOf(request).id),
    );

    app.post(
      '/api/projects/:projectId/roles',
      {
        schema: {
          summary: 'Create a role (administrators of the project, superusers)',
          body: s.createRoleBodySchema,
          response: { 201: s.roleDetailSchema, ...problemResponses(409) },
        },
      },
      async (request, reply) => {
        const role = await service.createRole(
          app.db,
          authOf(request),
          projectOf(request).id,
          request.body,
        );
        return reply.code(201).send(role);
      },
    );

    app.patch(
      '/api/projects/:projectId/roles/:roleId',
      {
        schema: {
          ...one,
          summary: 'Change a role; isDefault true makes it the only default',
          body: s.updateRoleBodySchema,
          response: { 200: s.roleDetailSchema, ...problemResponses(409) },
        },
      },
      async (request) =>
        service.updateRole(
          app.db,
          authOf(request),
          projectOf(request).id,
          request.params.roleId,
          request.body,
        ),
    );

    app.delete(
      '/api/projects/:projectId/roles/:roleId',
      {
        schema: {
          ...one,
          summary: 'Delete a role that is neither the default nor in use',
          response: { 204: emptyAnswer('Deleted'), ...problemResponses(409) },
        },
      },
      async (request, reply) => {
        await service.deleteRole(
          app.db,
          authOf(request),
          projectOf(request).id,
          request.params.roleId,
        );
        return reply.code(204).send(null);
      },
    );
  },
);
