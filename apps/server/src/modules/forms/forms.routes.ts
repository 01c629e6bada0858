import * as s from '@kontor/core/schemas/forms';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireModule } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './forms.service.ts';

const base = '/api/projects/:projectId/forms';
const one = { params: s.formParamsSchema };

/** Staff routes of 'Formulare' (docs/forms.md); the public submission lives elsewhere. */
export const formsRoutes = modulePlugin(
  { tag: 'forms', guard: requireModule('/forms'), params: projectParamsSchema },
  async (app) => {
    app.get(
      base,
      {
        schema: {
          summary: 'Forms of the project, sorted by name',
          querystring: s.formListQuerySchema,
          response: { 200: s.formPageSchema },
        },
      },
      async (request) => service.list(app.db, projectOf(request).id, request.query),
    );
    app.post(
      base,
      {
        schema: {
          summary: 'Create a form (no fields, default settings)',
          body: s.formCreateSchema,
          response: { 201: s.formSchema },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const form = await service.create(app.db, id, authOf(request).userId, request.body);
        return reply.code(201).send(form);
      },
    );
    app.get(
      `${base}/:formId`,
      { schema: { summary: 'One form', ...one, response: { 200: s.formSchema } } },
      async (request) => service.get(app.db, projectOf(request).id, request.params.formId),
    );
    app.patch(
      `${base}/:formId`,
      {
        schema: {
          summary:
            "Change name, description or settings (the sender must end in the site's domain)",
          ...one,
          body: s.formUpdateSchema,
          response: { 200: s.formSchema, 409: s.formConflictSchema },
        },
      },
      async (request) =>
        service.update(app.db, projectOf(request).id, request.params.formId, request.body),
    );
    app.put(
      `${base}/:formId/fields`,
      {
        schema: {
          summary: 'Replace the fields (refused for a static form)',
          ...one,
          body: s.formFieldsUpdateSchema,
          response: { 200: s.formSchema, 409: s.formConflictSchema },
        },
      },
      async (request) =>
        service.updateFields(app.db, projectOf(request).id, request.params.formId, request.body),
    );
    app.delete(
      `${base}/:formId`,
      {
        schema: {
          summary: 'Delete a form with its submissions',
          ...one,
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        await service.remove(app.db, projectOf(request).id, request.params.formId);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `${base}/:formId/test-mail`,
      {
        schema: {
          summary:
            "'Test E-Mail senden': queues a sample mail to the address (mail throttle: 429 with Retry-After)",
          ...one,
          body: s.testMailSchema,
          response: { 202: emptyAnswer('Accepted: the mail is queued'), ...problemResponses(429) },
        },
      },
      async (request, reply) => {
        const { formId } = request.params;
        await service.sendTestMail(
          app.db,
          projectOf(request).id,
          formId,
          request.body.email,
          authOf(request).userId,
        );
        return reply.code(202).send(null);
      },
    );
  },
);
