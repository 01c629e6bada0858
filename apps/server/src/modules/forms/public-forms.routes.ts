import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@kontor/core/schemas/common';
import {
  FORM_HONEYPOT_FIELD,
  formMessages,
  publicFormSchema,
  publicSubmissionAnswerSchema,
} from '@kontor/core/schemas/forms';
import { clientNetwork } from '../../lib/client-network.ts';
import { HttpProblem, problemResponses, sendProblem } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { issueChallenge } from './form-challenge.ts';
import { readSubmission } from './submission-upload.ts';
import { findPublicForm, type FormRow } from './submissions.repository.ts';
import { submissionCheckOf } from './submission-check.ts';
import {
  acceptSubmission,
  submissionThrottleKey,
  takeSubmissionSlot,
} from './submissions.service.ts';

export const PUBLIC_FORM_URL = '/api/public/projects/:projectId/forms/:formId';
const params = z.object({ projectId: idSchema, formId: idSchema });
const config = { public: true, crossOrigin: true };
const tags = ['public forms'];

/**
 * The club website's form API (docs/forms.md): no session, called from the website's own
 * origin, so these routes (and only these) answer CORS requests from any origin. Cookies are
 * never used here, so a foreign page gains nothing it could not do itself.
 */
export const publicFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log };
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  const formOf = async (projectId: string, formId: string) => {
    const form = await findPublicForm(app.db, projectId, formId);
    if (!form) throw new HttpProblem(404, formMessages.notFound);
    return form;
  };

  app.options(
    PUBLIC_FORM_URL,
    {
      config,
      schema: {
        tags,
        summary: 'CORS preflight of the form API (any origin; GET, POST; Content-Type)',
        params,
        response: { 204: emptyAnswer('The CORS headers'), ...problemResponses(404) },
      },
    },
    async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '86400')
        .send(null),
  );

  app.get(
    PUBLIC_FORM_URL,
    {
      config,
      schema: {
        tags,
        summary: 'A form for the website: fields, consent text, honeypot name, challenge',
        params,
        response: { 200: publicFormSchema, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const form = await formOf(request.params.projectId, request.params.formId);
      // A challenge is issued per request.
      reply.header('cache-control', 'no-store');
      return {
        id: form.id,
        name: form.name,
        fields: form.fields,
        consentText: form.settings.consentText,
        consentVersion: form.consentVersion,
        honeypotField: FORM_HONEYPOT_FIELD,
        challenge: form.settings.challenge ? await issueChallenge(app.db, form.id) : null,
      };
    },
  );

  /** The form of a POST, looked up (and its slot taken) before the body is read. */
  const formOfPost = new WeakMap<object, FormRow>();

  app.post(
    PUBLIC_FORM_URL,
    {
      config,
      schema: {
        tags,
        summary: 'Submit a form (JSON, or multipart/form-data with files)',
        description:
          'Values by field name; `consent: true` when the form has a consent text; the honeypot ' +
          `\`${FORM_HONEYPOT_FIELD}\` empty; \`challenge\` and \`nonce\` when a challenge was issued. ` +
          'Files: one per file field, at most 20 MB, images, PDF, Excel, PowerPoint, text, CSV or HTML. ' +
          'At most 5 POSTs per form and client network in 10 minutes, each one counted before its ' +
          'body is read, whatever its answer (429 with Retry-After).',
        params,
        response: {
          201: publicSubmissionAnswerSchema,
          ...problemResponses(400, 404, 413, 415, 429),
        },
      },
      // Before the body is read (a JSON body is read before the handler): the form, then the slot.
      onRequest: async (request, reply) => {
        const route = params.safeParse(request.params);
        if (!route.success) return; // the params' validation answers
        const form = await formOf(route.data.projectId, route.data.formId);
        const key = submissionThrottleKey(form.id, clientNetwork(request.ip));
        const slot = await takeSubmissionSlot(app.db, key);
        if (!slot.taken) {
          reply
            .header('retry-after', String(slot.retryAfter))
            .header('access-control-expose-headers', 'retry-after');
          return sendProblem(reply, 429, formMessages.tooManySubmissions);
        }
        formOfPost.set(request, form);
      },
      // An answer given before the whole body arrived ends the connection, so the rest of the
      // body is neither read nor waited for.
      onSend: async (request, reply) => {
        if (request.raw.complete === false) reply.header('connection', 'close');
      },
    },
    async (request, reply) => {
      const form = formOfPost.get(request);
      if (!form) throw new Error('the form of a POST is looked up in its onRequest hook');
      const fileFields = form.fields.filter((f) => f.type === 'file').map((f) => f.name);
      const check = submissionCheckOf(app.db, form);
      const received = await readSubmission(request, check, fileFields);
      return reply.code(201).send(await acceptSubmission(deps, form, received, request.ip));
    },
  );
};
