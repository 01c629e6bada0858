import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectBodySchema,
  memberSchema,
  projectDetailSchema,
  projectParamsSchema,
  projectSummarySchema,
  updateOwnMembershipBodySchema,
  updateProjectBodySchema,
} from '@kontor/core/schemas/projects';
import { problemResponses } from '../../lib/problem.ts';
import { listProjectSummaries } from '../../lib/project-summaries.ts';
import {
  authOf,
  projectOf,
  requireProject,
  requireSession,
  requireSuperuser,
} from '../../plugins/access.ts';
import { listMembers } from './projects.repository.ts';
import * as service from './projects.service.ts';

const tags = ['projects'];

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "The caller's projects",
        response: { 200: z.array(projectSummarySchema), ...problemResponses(401) },
      },
    },
    async (request) => listProjectSummaries(app.db, authOf(request)),
  );

  app.post(
    '/api/projects',
    {
      onRequest: requireSuperuser,
      schema: {
        tags,
        summary: 'Create a project with its default roles (superusers)',
        body: createProjectBodySchema,
        response: { 201: projectDetailSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const detail = await service.createProject(app, authOf(request), request.body);
      return reply.code(201).send(detail);
    },
  );

  app.get(
    '/api/projects/:projectId',
    {
      onRequest: requireProject(),
      schema: {
        tags,
        summary: 'A project with the modules the caller may open',
        params: projectParamsSchema,
        response: { 200: projectDetailSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const project = projectOf(request);
      return service.projectDetail(app, authOf(request), project.id, project.role);
    },
  );

  app.get(
    '/api/projects/:projectId/members',
    {
      onRequest: requireProject(),
      schema: {
        tags,
        summary: 'Members of the project (staff picker)',
        params: projectParamsSchema,
        response: { 200: z.array(memberSchema), ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => listMembers(app.db, projectOf(request).id),
  );

  app.patch(
    '/api/projects/:projectId',
    {
      onRequest: requireProject(),
      schema: {
        tags,
        summary: 'Change name, description or logo (administrators of the project, superusers)',
        params: projectParamsSchema,
        body: updateProjectBodySchema,
        response: { 200: projectDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = projectOf(request);
      return service.updateProject(app, authOf(request), project.id, project.role, request.body);
    },
  );

  app.patch(
    '/api/projects/:projectId/members/me',
    {
      onRequest: requireProject(),
      schema: {
        tags,
        summary: "Set the caller's staff portrait in this project",
        params: projectParamsSchema,
        body: updateOwnMembershipBodySchema,
        response: { 200: memberSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = projectOf(request);
      const auth = authOf(request);
      return service.updateOwnPortrait(app, auth, project.id, project.role, request.body.portrait);
    },
  );
};
