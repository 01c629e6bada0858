import { projectParamsSchema } from '@kontor/core/schemas/projects';
import * as s from '@kontor/core/schemas/tasks';
import { commentRoutes } from '../../lib/comments.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { problemResponses } from '../../lib/problem.ts';
import {
  authOf,
  prefetchedOf,
  projectOf,
  requireModule,
  requireProject,
} from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as repo from './tasks.repository.ts';
import * as service from './tasks.service.ts';

const conflict = problemResponses(409);
const base = '/api/projects/:projectId/tasks';

// The hot list route: page and counts come back with the access check, in one round trip.
const listGuard = requireModule('/tasks', {
  prefetch: service.list.prefetch,
});

export const tasksRoutes = modulePlugin(
  { tag: 'tasks', guard: requireModule('/tasks'), params: projectParamsSchema },
  async (app) => {
    const one = { params: s.taskParamsSchema };

    app.get(
      base,
      {
        onRequest: listGuard,
        schema: {
          summary: 'A task list page (by state; active by tab) with the counts of pages and tabs',
          querystring: s.taskListQuerySchema,
          response: { 200: s.taskPageSchema },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const page = await service.list.json(app, id, request.query, prefetchedOf(request));
        return sendJsonText(reply, page);
      },
    );

    app.get(
      `${base}/ticket-options`,
      {
        schema: {
          summary: "The task form's ticket picker: non-closed tickets without a task",
          querystring: s.ticketOptionsQuerySchema,
          response: { 200: s.ticketOptionsSchema },
        },
      },
      async (request) => ({
        items: await repo.ticketOptions(app.db, projectOf(request).id, request.query.search),
      }),
    );

    app.post(
      base,
      {
        schema: {
          summary: "Create a task ('Aufgabe erstellen'); with staff it starts assigned",
          body: s.createTaskBodySchema,
          // 409: the ticket is closed or has its task already.
          response: { 201: s.taskDetailSchema, ...conflict },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const task = await service.create(app.db, id, authOf(request).userId, request.body);
        return reply.code(201).send(task);
      },
    );

    app.get(
      `${base}/:taskId`,
      {
        schema: {
          summary: 'One task with its history',
          ...one,
          response: { 200: s.taskDetailSchema },
        },
      },
      async (request) => service.get(app.db, projectOf(request).id, request.params.taskId),
    );

    app.patch(
      `${base}/:taskId`,
      {
        schema: {
          summary: 'Change a task (optimistic locking; the state decides which fields may change)',
          ...one,
          body: s.updateTaskBodySchema,
          response: { 200: s.taskDetailSchema, ...conflict },
        },
      },
      async (request) =>
        service.update(
          app.db,
          projectOf(request).id,
          authOf(request).userId,
          request.params.taskId,
          request.body,
        ),
    );

    app.put(
      `${base}/:taskId/staff`,
      {
        schema: {
          summary: "Change the task's staff ('change-task-staff'): created ⇄ assigned",
          ...one,
          body: s.changeTaskStaffBodySchema,
          response: { 200: s.taskDetailSchema, ...conflict },
        },
      },
      async (request) =>
        service.update(
          app.db,
          projectOf(request).id,
          authOf(request).userId,
          request.params.taskId,
          {
            version: request.body.version,
            assignedStaff: request.body.staff,
            notifyUrgently: request.body.notifyUrgently,
          },
        ),
    );

    // The worker app: a worker's role need not list '/tasks' (they see only their own tasks
    // there), so this route asks for membership only; the state machine then allows the step
    // only for a task assigned to the caller, which is the real permission. 409: no longer
    // the caller's or no longer open (an office edit meanwhile is no reason to refuse).
    app.post(
      `${base}/:taskId/execute`,
      {
        onRequest: requireProject(),
        schema: {
          summary:
            "'Als ausgeführt melden' (worker app): the caller's assigned task executed, with comment and photos",
          ...one,
          body: s.executeTaskBodySchema,
          response: { 200: s.taskDetailSchema, ...conflict },
        },
      },
      async (request) =>
        service.execute(
          app.db,
          projectOf(request).id,
          authOf(request).userId,
          request.params.taskId,
          request.body,
        ),
    );

    for (const action of ['close', 'archive'] as const) {
      app.post(
        `${base}/${action}`,
        {
          schema: {
            summary:
              action === 'close'
                ? "'Aufgaben schließen': executed → completed"
                : "'Aufgaben archivieren': completed → archived",
            body: s.bulkTaskBodySchema,
            response: { 200: s.bulkTaskResultSchema },
          },
        },
        async (request) =>
          service.bulk(
            app.db,
            projectOf(request).id,
            authOf(request).userId,
            action,
            request.body.ids,
          ),
      );
    }

    commentRoutes(app, service.TASK_COMMENTS);

    app.delete(
      `${base}/:taskId`,
      {
        schema: {
          summary: 'Delete a task (irreversible)',
          ...one,
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        await service.remove(
          { db: app.db, storage: app.storage, log: request.log },
          projectOf(request).id,
          request.params.taskId,
        );
        return reply.code(204).send(null);
      },
    );
  },
);
