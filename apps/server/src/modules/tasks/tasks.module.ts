import { taskMessages } from '@kontor/core/schemas/tasks';
import type { KontorModule } from '../../lib/module-declarations.ts';
import { tasksRoutes } from './tasks.routes.ts';

export const tasksModule: KontorModule = {
  plugin: tasksRoutes,
  counters: [
    {
      name: 'tasks',
      table: 'tasks',
      state: {
        column: 'state',
        counters: {
          created: 'created',
          assigned: 'assigned',
          executed: 'executed',
          completed: 'completed',
          archived: 'archived',
        },
      },
    },
  ],
  documentOwner: {
    type: 'task',
    label: 'a task',
    module: '/tasks',
    segment: 'tasks',
    param: 'taskId',
    column: 'task_id',
    table: 'tasks',
    notFound: taskMessages.notFound,
  },
  imageFields: [
    {
      elementType: 'task',
      field: 'images',
      label: 'Aufgabe',
      name: { table: 'tasks', column: 'title' },
      column: { table: 'tasks', name: 'images', projectColumn: 'project_id', many: true },
    },
  ],
};
