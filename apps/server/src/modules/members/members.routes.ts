import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as s from '@kontor/core/schemas/members';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import type { Db } from '../../db/database.ts';
import { problemResponses } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { authOf, projectOf, requireModule, requireProject } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { listDirectory } from './members.repository.ts';
import { assertProjectAdmin, type Actor } from './members.rules.ts';
import * as service from './members.service.ts';

const actorOf = (request: FastifyRequest): Actor => ({
  auth: authOf(request),
  role: projectOf(request).role,
});

/** A screen's members, each marked whether the caller may change their account data. */
const directoryOf = (db: Db, request: FastifyRequest, superusers: boolean) =>
  listDirectory(db, projectOf(request).id, { superusers, viewer: authOf(request) });

const one = { params: s.memberParamsSchema };
const directory = { 200: s.memberDirectorySchema };
const member = { 200: s.staffMemberSchema };

/** 'Nutzerverwaltung' (spec 000 §2): create staff, edit user data, Arbeiter, password. */
const userManagement: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireModule('/user-management');
  const base = '/api/projects/:projectId/user-management/members';
  app.get(
    base,
    { onRequest, schema: { summary: 'Members with roles', response: directory } },
    async (request) => directoryOf(app.db, request, false),
  );
  app.post(
    base,
    {
      onRequest,
      schema: {
        summary: 'Create a staff member',
        body: s.createStaffBodySchema,
        response: { 201: s.staffMemberSchema, ...problemResponses(409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createStaff(app.db, actorOf(request), projectOf(request).id, request.body),
        ),
  );
  app.patch(
    `${base}/:userId`,
    {
      onRequest,
      schema: {
        ...one,
        summary: 'Edit user data, role, portrait, colour or Arbeiter',
        body: s.updateMemberBodySchema,
        response: { ...member, ...problemResponses(409) },
      },
    },
    async (request) =>
      service.updateMember(
        app.db,
        actorOf(request),
        projectOf(request).id,
        request.params.userId,
        request.body,
      ),
  );
  app.put(
    `${base}/:userId/password`,
    {
      onRequest,
      schema: {
        ...one,
        summary: "Set a member's password",
        body: s.setMemberPasswordBodySchema,
        response: { 204: emptyAnswer('Password set') },
      },
    },
    async (request, reply) => {
      const { projectId, userId } = request.params;
      await service.setPassword(app.db, actorOf(request), projectId, userId, request.body.password);
      return reply.code(204).send(null);
    },
  );
};

/** 'Mitarbeiter' (spec 000 §2): the list and each member's 'Nachrichteneinstellungen'. */
const staff: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireModule('/staff');
  const base = '/api/projects/:projectId/staff/members';
  app.get(
    base,
    { onRequest, schema: { summary: 'Staff with roles', response: directory } },
    async (request) => directoryOf(app.db, request, false),
  );
  app.get(
    `${base}/:userId/notification-settings`,
    {
      onRequest,
      schema: {
        ...one,
        summary: 'Notification toggles',
        response: { 200: s.notificationSettingsSchema },
      },
    },
    async (request) =>
      service.notificationSettings(app.db, request.params.projectId, request.params.userId),
  );
  app.put(
    `${base}/:userId/notification-settings`,
    {
      onRequest,
      schema: {
        ...one,
        summary: 'Set notification toggles',
        body: s.notificationSettingsSchema,
        response: { 200: s.notificationSettingsSchema },
      },
    },
    async (request) => {
      const { projectId, userId } = request.params;
      return service.setNotificationSettings(
        app.db,
        actorOf(request),
        projectId,
        userId,
        request.body,
      );
    },
  );
};

/** 'Nutzerübersicht' (spec 001 §2): active users without superusers; rename, role, delete. */
const usersOverview: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireModule('/users');
  const base = '/api/projects/:projectId/users/members';
  app.get(
    base,
    { onRequest, schema: { summary: 'Active users (no superusers)', response: directory } },
    async (request) => directoryOf(app.db, request, false),
  );
  app.patch(
    `${base}/:userId`,
    {
      onRequest,
      schema: {
        ...one,
        summary: 'Rename, change e-mail or role',
        body: s.updateMemberBodySchema.pick({ name: true, email: true, roleId: true }),
        response: { ...member, ...problemResponses(409) },
      },
    },
    async (request) =>
      service.updateMember(
        app.db,
        actorOf(request),
        projectOf(request).id,
        request.params.userId,
        request.body,
      ),
  );
  app.delete(
    `${base}/:userId`,
    {
      onRequest,
      schema: {
        ...one,
        summary: 'Delete the user (or only their membership when they belong to other projects)',
        response: { 200: s.deleteMemberResultSchema, ...problemResponses(409) },
      },
    },
    async (request) =>
      service.deleteUser(app.db, actorOf(request), projectOf(request).id, request.params.userId),
  );
};

/** The 'Nutzer' tab of the project administration: administrators and superusers. */
const projectAdmin: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [
    requireProject(),
    async (request: FastifyRequest) => assertProjectAdmin(actorOf(request)),
  ];
  const base = '/api/projects/:projectId/admin/members';
  app.get(
    base,
    { onRequest, schema: { summary: 'Members (administration)', response: directory } },
    async (request) => directoryOf(app.db, request, true),
  );
  app.post(
    base,
    {
      onRequest,
      schema: {
        summary: "'Neuer Benutzer': create a member",
        body: s.createStaffBodySchema,
        response: { 201: s.staffMemberSchema, ...problemResponses(409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createStaff(app.db, actorOf(request), projectOf(request).id, request.body),
        ),
  );
  app.patch(
    `${base}/:userId`,
    {
      onRequest,
      schema: {
        ...one,
        summary: "Change a member's role",
        body: s.updateMemberBodySchema.pick({ roleId: true }),
        response: { ...member, ...problemResponses(409) },
      },
    },
    async (request) =>
      service.updateMember(
        app.db,
        actorOf(request),
        projectOf(request).id,
        request.params.userId,
        request.body,
      ),
  );
  app.delete(
    `${base}/:userId`,
    {
      onRequest,
      schema: {
        ...one,
        summary: 'Remove the member from the project (the account stays)',
        response: { 204: emptyAnswer('Member removed'), ...problemResponses(409) },
      },
    },
    async (request, reply) => {
      await service.removeMember(
        app.db,
        actorOf(request),
        projectOf(request).id,
        request.params.userId,
      );
      return reply.code(204).send(null);
    },
  );
};

export const membersRoutes = modulePlugin(
  { tag: 'members', guard: requireModule('/user-management'), params: projectParamsSchema },
  async (app) => {
    await app.register(userManagement);
    await app.register(staff);
    await app.register(usersOverview);
    await app.register(projectAdmin);
  },
);
