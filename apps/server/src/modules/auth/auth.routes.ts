import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  loginBodySchema,
  logoutBodySchema,
  passwordResetRequestSchema,
  sessionInfoSchema,
  setPasswordBodySchema,
} from '@kontor/core/schemas/auth';
import { sha256 } from '../../lib/crypto.ts';
import { problemResponses, sendProblem } from '../../lib/problem.ts';
import { authOf, requireSession } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/session-cookie.ts';
import * as service from './auth.service.ts';
import { endSession } from './auth.repository.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in; sets the session cookie',
        security: [],
        body: loginBodySchema,
        response: { 200: sessionInfoSchema, ...problemResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const result = await service.login(app.db, email, password, request.ip);
      if (result.kind === 'locked') {
        reply.header('retry-after', String(result.retryAfter));
        return sendProblem(reply, 429, authMessages.tooManyAttempts);
      }
      setSessionCookie(request, reply, result.token);
      return result.info;
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: requireSession,
      // Fastify validates a request without a body as `null`, which no body schema takes: the
      // plain logout (no body) is the empty one; a JSON `null` still gets its 400.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = { pushEndpoints: [] };
      },
      schema: {
        tags,
        summary:
          "Log out; deletes the session and the user's push subscriptions of the endpoints sent",
        body: logoutBodySchema,
        response: { 204: emptyAnswer('Logged out'), ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      const { tokenHash, userId } = authOf(request);
      await endSession(app.db, tokenHash, userId, request.body?.pushEndpoints ?? []);
      app.sessionEnds.ended(tokenHash);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'The logged-in user and their projects',
        response: { 200: sessionInfoSchema, ...problemResponses(401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return service.sessionInfo(app.db, {
        id: auth.userId,
        email: auth.email,
        name: auth.name,
        isSuperuser: auth.isSuperuser,
      });
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Send a password-reset link (same answer whether or not the e-mail exists; mail throttle: 429 with Retry-After)',
        security: [],
        body: passwordResetRequestSchema,
        response: {
          202: emptyAnswer('Accepted: a mail goes out if the address is known'),
          ...problemResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(
        app.db,
        app.config.publicUrl,
        request.body.email,
        request.ip,
      );
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends the other sessions',
        security: [],
        body: setPasswordBodySchema,
        response: { 204: emptyAnswer('Password set'), ...problemResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      await service.confirmPasswordReset(
        app.db,
        request.body.token,
        request.body.password,
        cookie ? sha256(cookie) : null,
      );
      return reply.code(204).send(null);
    },
  );
};
