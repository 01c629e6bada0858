import { z } from 'zod';
import { scheduleMessages } from '../scheduling/messages.ts';
import { scheduleIssues, taskScheduleSchema } from '../scheduling/schedule-schema.ts';
import { TASK_TABS } from '../scheduling/week-grouping.ts';
import { TASK_STATES, type TaskField, type TaskPage } from '../states/task-states.ts';
import type { LocalDate } from '../time-tracking/local-date.ts';
import type { Issue } from '../time-tracking/types.ts';
import { idSchema, pageOf, pageQuerySchema, userRefSchema, versionSchema } from './common.ts';
import { MAX_ASSIGNED_STAFF, propertyMessages } from './properties.ts';
import {
  bulkBodySchema,
  bulkResultSchema,
  workItemFields,
  workItemMessages,
} from './work-item-fields.ts';

export const taskMessages = {
  titleRequired: 'Bitte einen Title für eine Aufgabe angeben',
  ...workItemMessages,
  propertyRequired: 'Bitte ein zugehöriges Objekt angeben',
  dateIncomplete: scheduleMessages.dateIncomplete,
  tooManyStaff: propertyMessages.tooManyStaff,
  staffNotMember: propertyMessages.staffNotMember,
  propertyNotFound: propertyMessages.notFound,
  ticketNotFound: 'Ticket nicht gefunden',
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
  reassigned: 'Diese Aufgabe ist Ihnen nicht mehr zugewiesen.',
  notOpen: 'Diese Aufgabe ist nicht mehr offen.',
  executeCommentTooLong: 'Die Höchstlänge beträgt 2000',
  executePhotosTooMany: 'Bitte höchstens 10 Fotos anhängen',
} as const;

export const taskStateSchema = z.enum(TASK_STATES);

const fields = workItemFields({
  title: taskMessages.titleRequired,
  property: taskMessages.propertyRequired,
});
/** A task's title, as 'Aufgabe erstellen' and the info slide-in check it. */
export const taskTitleSchema = fields.title;
const staffSchema = z.array(idSchema).max(MAX_ASSIGNED_STAFF, taskMessages.tooManyStaff);
/**
 * 'Dringend benachrichtigen (auch in der Ruhezeit)': the messages to the newly assigned staff
 * are marked urgent, so Web Push reaches a worker also during the legal rest time (§ 5
 * ArbZG). Meaningful only with staff being assigned; nothing is stored with the task. Left
 * out: false.
 */
const notifyUrgentlySchema = z.boolean().optional();

/** 'Aufgabe erstellen'; a task may start without a time ('Keine Zeitangabe'). */
export const createTaskBodySchema = z.object({
  title: fields.title,
  description: fields.description.optional(),
  propertyId: fields.propertyId,
  schedule: taskScheduleSchema.nullable().optional(),
  assignedStaff: staffSchema.optional(),
  images: fields.images.optional(),
  ticketId: idSchema.nullable().optional(),
  notifyUrgently: notifyUrgentlySchema,
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
  notifyUrgently: notifyUrgentlySchema,
});
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

const BODY_FIELDS: Record<
  Exclude<keyof UpdateTaskBody, 'version' | 'notifyUrgently'>,
  TaskField
> = {
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
  notifyUrgently: notifyUrgentlySchema,
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

const nameRefSchema = z.object({ id: idSchema, name: z.string() });

/** One row of a task list page. */
export const taskListItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  state: taskStateSchema,
  schedule: taskScheduleSchema.nullable(),
  /** The date the task is due by (core `dueDate` when it was last saved); null without dates. */
  dueDate: z.string().nullable(),
  property: nameRefSchema,
  ticketId: idSchema.nullable(),
  assignedStaff: z.array(userRefSchema),
  executedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;

/** A state or staff change of a task: who, when, and the new state or staff. */
export const taskHistoryEntrySchema = z.object({
  kind: z.enum(['state', 'staff']),
  state: taskStateSchema.nullable(),
  staff: z.array(userRefSchema).nullable(),
  by: userRefSchema.nullable(),
  at: z.string(),
});
export type TaskHistoryEntry = z.infer<typeof taskHistoryEntrySchema>;

/** The info slide-in: the row plus description, images, creator and history (newest first). */
export const taskDetailSchema = taskListItemSchema.extend({
  description: z.string(),
  images: z.array(idSchema),
  createdBy: userRefSchema.nullable(),
  history: z.array(taskHistoryEntrySchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** The answer of a bulk action: the tasks it moved and the refused ones with the reason. */
export const bulkTaskResultSchema = bulkResultSchema;
export type BulkTaskResult = z.infer<typeof bulkTaskResultSchema>;

/**
 * 'Als ausgeführt melden' (worker app): the version the worker saw, their comment and photos
 * (image ids uploaded before). A worker's step is refused only when the task is no longer
 * theirs or no longer open, not because the office edited it meanwhile.
 */
export const executeTaskBodySchema = z.object({
  version: versionSchema,
  comment: z.string().trim().max(2000, taskMessages.executeCommentTooLong).optional(),
  images: z.array(idSchema).max(10, taskMessages.executePhotosTooMany).optional(),
});
export type ExecuteTaskBody = z.infer<typeof executeTaskBodySchema>;

const countOf = <const K extends readonly string[]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K[number], z.ZodNumber>,
  );

/**
 * A task list page with the counts the header shows: every page's (from the declared counters)
 * and, on 'Aktive Aufgaben', every tab's (docs/decisions/0008-task-tab-counts.md). With a filter
 * or a search, the counts are those of the filtered rows.
 */
export const taskPageSchema = pageOf(taskListItemSchema).extend({
  counts: z.object({ pages: countOf(TASK_LIST_PAGES), tabs: countOf(TASK_TABS) }),
});
export type TaskPageAnswer = z.infer<typeof taskPageSchema>;

/** The task form's ticket picker: non-closed tickets without a task, newest first. */
export const ticketOptionsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});
export const ticketOptionsSchema = z.object({
  items: z.array(
    z.object({ id: idSchema, title: z.string(), propertyId: idSchema, createdAt: z.string() }),
  ),
});
export type TicketOptions = z.infer<typeof ticketOptionsSchema>;
export const TICKET_OPTIONS_LIMIT = 50;
