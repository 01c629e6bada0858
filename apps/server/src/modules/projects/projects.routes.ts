import { z } from 'zod';
import {
  createProjectBodySchema,
  memberSchema,
  projectDetailSchema,
  projectMessages,
  projectParamsSchema,
  projectSummarySchema,
  updateOwnMembershipBodySchema,
  updateProjectBodySchema,
} from '@kontor/core/schemas/projects';
import { listProjectSummaries } from '../../lib/project-summaries.ts';
import {
  authOf,
  projectOf,
  requireMembership,
  requireProject,
  requireProjectAdmin,
  requireSession,
  requireSuperuser,
} from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { listMembers } from './projects.repository.ts';
import * as service from './projects.service.ts';

export const projectsRoutes = modulePlugin(
  { tag: 'projects', guard: requireProject(), params: projectParamsSchema },
  async (app) => {
    app.get(
      '/api/projects',
      {
        onRequest: requireSession,
        schema: {
          summary: "The caller's projects",
          response: { 200: z.array(projectSummarySchema) },
        },
      },
      async (request) => listProjectSummaries(app.db, authOf(request)),
    );

    app.post(
      '/api/projects',
      {
        onRequest: requireSuperuser,
        schema: {
          summary: 'Create a project with its default roles (superusers)',
          body: createProjectBodySchema,
          response: { 201: projectDetailSchema },
        },
      },
      async (request, reply) => {
        const detail = await service.createProject(app.db, authOf(request), request.body);
        return reply.code(201).send(detail);
      },
    );

    app.get(
      '/api/projects/:projectId',
      {
        schema: {
          summary: 'A project with the modules the caller may open',
          response: { 200: projectDetailSchema },
        },
      },
      async (request) => {
        const project = projectOf(request);
        return service.projectDetail(app.db, authOf(request), project.id, project.role);
      },
    );

    app.get(
      '/api/projects/:projectId/members',
      {
        schema: {
          summary: 'Members of the project (staff picker)',
          response: { 200: z.array(memberSchema) },
        },
      },
      async (request) => listMembers(app.db, projectOf(request).id),
    );

    app.patch(
      '/api/projects/:projectId',
      {
        onRequest: requireProjectAdmin(projectMessages.adminOnly),
        schema: {
          summary: 'Change name, description or logo (administrators of the project, superusers)',
          body: updateProjectBodySchema,
          response: { 200: projectDetailSchema },
        },
      },
      async (request) => {
        const project = projectOf(request);
        return service.updateProject(
          app.db,
          authOf(request),
          project.id,
          project.role,
          request.body,
        );
      },
    );

    app.patch(
      '/api/projects/:projectId/members/me',
      {
        onRequest: requireMembership(projectMessages.notMember),
        schema: {
          summary: "Set the caller's staff portrait in this project",
          body: updateOwnMembershipBodySchema,
          response: { 200: memberSchema },
        },
      },
      async (request) => {
        const project = projectOf(request);
        const auth = authOf(request);
        return service.updateOwnPortrait(app.db, auth, project.id, request.body.portrait);
      },
    );
  },
);
