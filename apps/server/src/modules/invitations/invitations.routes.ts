import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionInfoSchema } from '@kontor/core/schemas/auth';
import * as s from '@kontor/core/schemas/invitations';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireProjectAdmin, requireSession } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { setSessionCookie } from '../../plugins/session-cookie.ts';
import { listOpen } from './invitations.repository.ts';
import * as service from './invitations.service.ts';

/** The project's invitations; administrators of the project and superusers (docs/roles-and-invitations.md). */
export const invitationsAdminRoutes = modulePlugin(
  {
    tag: 'invitations',
    guard: requireProjectAdmin(s.invitationMessages.adminOnly),
    params: projectParamsSchema,
  },
  async (app) => {
    const one = { params: s.invitationParamsSchema };
    const mailContext = (request: Parameters<typeof projectOf>[0]) => ({
      publicUrl: app.config.publicUrl,
      projectId: projectOf(request).id,
      mailConfigured: app.config.smtpUrl !== undefined,
    });

    app.get(
      '/api/projects/:projectId/invitations',
      {
        // The answer may carry the invitation link: never kept for an Idempotency-Key replay.
        config: { secretAnswer: true },
        schema: {
          summary: 'Open invitations, last sent first',
          response: { 200: z.array(s.invitationSchema) },
        },
      },
      async (request) => (await listOpen(app.db, projectOf(request).id)).map(service.toInvitation),
    );

    app.post(
      '/api/projects/:projectId/invitations',
      {
        // The answer may carry the invitation link: never kept for an Idempotency-Key replay.
        config: { secretAnswer: true },
        schema: {
          summary:
            'Invite someone by e-mail with a role; the mail is queued with it (mail throttle: 429 with Retry-After)',
          body: s.createInvitationBodySchema,
          response: { 201: s.sentInvitationSchema, ...problemResponses(409, 429) },
        },
      },
      async (request, reply) => {
        const ctx = { ...mailContext(request), auth: authOf(request) };
        return reply.code(201).send(await service.createInvitation(app.db, ctx, request.body));
      },
    );

    app.post(
      '/api/projects/:projectId/invitations/:invitationId/resend',
      {
        config: { secretAnswer: true },
        schema: {
          ...one,
          summary:
            'Send the invitation again with a new link; the old link stops working (mail throttle: 429 with Retry-After)',
          response: { 200: s.sentInvitationSchema, ...problemResponses(429) },
        },
      },
      async (request) =>
        service.resendInvitation(
          app.db,
          { ...mailContext(request), auth: authOf(request) },
          request.params.invitationId,
        ),
    );

    app.delete(
      '/api/projects/:projectId/invitations/:invitationId',
      {
        schema: {
          ...one,
          summary: 'Withdraw an invitation; its link then says so',
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        await service.deleteInvitation(app.db, projectOf(request).id, request.params.invitationId);
        return reply.code(204).send(null);
      },
    );
  },
);

/** The links in the mails: no project guard, the token is the credential. */
export const invitationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invitations'];
  const params = s.invitationTokenParamsSchema;

  app.get(
    '/api/invitations/:token',
    {
      config: { public: true },
      schema: {
        tags,
        security: [],
        summary: 'What a link stands for: open (with project and e-mail) or why not',
        params,
        response: { 200: s.invitationLookupSchema, ...problemResponses(400, 404, 429) },
      },
    },
    async (request) => service.lookup(app.db, request.params.token, request.ip),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      config: { public: true },
      schema: {
        tags,
        security: [],
        summary: 'Accept with a new account: sets the password, joins, logs in',
        params,
        body: s.acceptInvitationBodySchema,
        response: { 200: sessionInfoSchema, ...problemResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { token, info } = await service.acceptWithPassword(
        app.db,
        request.params.token,
        request.body.password,
        request.ip,
      );
      setSessionCookie(request, reply, token);
      return info;
    },
  );

  app.post(
    '/api/invitations/:token/join',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Accept as the signed-in owner of the invited e-mail address',
        params,
        response: { 200: sessionInfoSchema, ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      service.acceptAsUser(app.db, request.params.token, authOf(request), request.ip),
  );
};
