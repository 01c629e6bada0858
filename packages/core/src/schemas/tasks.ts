import { z } from 'zod';
import { scheduleMessages } from '../scheduling/messages.ts';
import { scheduleIssues, taskScheduleSchema } from '../scheduling/schedule-schema.ts';
import { TASK_TABS } from '../scheduling/week-grouping.ts';
import { TASK_STATES, type TaskField, type TaskPage } from '../states/task-states.ts';
import type { LocalDate } from '../time-tracking/local-date.ts';
import type { Issue } from '../time-tracking/types.ts';
import { idSchema, pageQuerySchema, versionSchema } from './common.ts';
import { MAX_ASSIGNED_STAFF, propertyMessages } from './properties.ts';
import { bulkBodySchema, workItemFields, workItemMessages } from './work-item-fields.ts';

export const taskMessages = {
  titleRequired: 'Bitte einen Title für eine Aufgabe angeben',
  ...workItemMessages,
  propertyRequired: 'Bitte ein zugehöriges Objekt angeben',
  dateIncomplete: scheduleMessages.dateIncomplete,
  tooManyStaff: propertyMessages.tooManyStaff,
  selectionRequired: 'Bitte mindestens eine Aufgabe auswählen',
  notFound: 'Aufgabe nicht gefunden',
  conflict:
    'Die Aufgabe wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  create: 'Aufgabe erstellen',
  newTask: 'Neue Aufgabe erstellen',
  delete: 'Aufgabe löschen',
  deleteConfirm:
    'Möchten Sie diese Aufgabe wirklich löschen? Dieser Vorgang kann nicht rückgängig gemacht werden.',
  deleted: 'Aufgabe erfolgreich gelöscht',
  close: 'Aufgaben schließen',
  closed: 'Aufgaben geschlossen',
  archive: 'Aufgaben archivieren',
  archived: 'Aufgaben archiviert',
  noDescription: 'Keine Beschreibung vorhanden',
  noProperty: 'Kein Objekt zugewiesen',
  noTicket: 'Kein Ticket verknüpft',
} as const;

export const taskStateSchema = z.enum(TASK_STATES);

const fields = workItemFields({
  title: taskMessages.titleRequired,
  property: taskMessages.propertyRequired,
});
const staffSchema = z.array(idSchema).max(MAX_ASSIGNED_STAFF, taskMessages.tooManyStaff);

/** 'Aufgabe erstellen'; a task may start without a time ('Keine Zeitangabe'). */
export const createTaskBodySchema = z.object({
  title: fields.title,
  description: fields.description.optional(),
  propertyId: fields.propertyId,
  schedule: taskScheduleSchema.nullable().optional(),
  assignedStaff: staffSchema.optional(),
  images: fields.images.optional(),
  ticketId: idSchema.nullable().optional(),
});
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;

/** Partial update; which fields may change depends on the state (`taskEditRefusals`). */
export const updateTaskBodySchema = z.object({
  version: versionSchema,
  title: fields.title.optional(),
  description: fields.description.optional(),
  propertyId: fields.propertyId.optional(),
  schedule: taskScheduleSchema.nullable().optional(),
  assignedStaff: staffSchema.optional(),
  images: fields.images.optional(),
});
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

const BODY_FIELDS: Record<Exclude<keyof UpdateTaskBody, 'version'>, TaskField> = {
  title: 'title',
  description: 'description',
  propertyId: 'property',
  schedule: 'schedule',
  assignedStaff: 'staff',
  images: 'images',
};

/** The task fields an update touches, to check against the state. */
export function editedTaskFields(body: UpdateTaskBody): TaskField[] {
  return (Object.keys(BODY_FIELDS) as (keyof typeof BODY_FIELDS)[])
    .filter((key) => body[key] !== undefined)
    .map((key) => BODY_FIELDS[key]);
}

/** The checks against today (Europe/Berlin) of a body with a schedule, as problem+json fields. */
export function taskBodyIssues(
  body: { schedule?: CreateTaskBody['schedule'] },
  today: LocalDate,
): Issue[] {
  if (!body.schedule) return [];
  return scheduleIssues(body.schedule, today).map((issue) => ({
    field: `schedule.${issue.field}`,
    message: issue.message,
  }));
}

/** 'change-task-staff': the new staff of one task. */
export const changeTaskStaffBodySchema = z.object({
  version: versionSchema,
  staff: staffSchema,
});
export type ChangeTaskStaffBody = z.infer<typeof changeTaskStaffBodySchema>;

/** Bulk 'Aufgaben schließen' / 'Aufgaben archivieren' on the selected rows. */
export const bulkTaskBodySchema = bulkBodySchema(taskMessages.selectionRequired);
export type BulkTaskBody = z.infer<typeof bulkTaskBodySchema>;

export const TASK_LIST_PAGES = [
  'active',
  'executed',
  'completed',
  'archived',
] as const satisfies readonly TaskPage[];

/** A task list page with its filters, as the URL and the API carry it. */
export const taskListQuerySchema = pageQuerySchema.extend({
  status: z.enum(TASK_LIST_PAGES).default('active'),
  tab: z.enum(TASK_TABS).default('thisWeek'),
  task: idSchema.optional(),
  propertyId: idSchema.optional(),
  staffId: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;
export type TaskListParams = z.output<typeof taskListQuerySchema>;

export const taskParamsSchema = z.object({ projectId: idSchema, taskId: idSchema });
