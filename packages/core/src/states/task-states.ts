import { TASK_STATE_LABELS, taskStateMessages as m } from './messages.ts';
import { allow, refuse, type EditRefusal, type Outcome } from './outcome.ts';

export const TASK_STATES = ['created', 'assigned', 'executed', 'completed', 'archived'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** The four task list pages and the states each shows ('Aktive Aufgaben' = created and assigned). */
export const TASK_PAGES = {
  active: ['created', 'assigned'],
  executed: ['executed'],
  completed: ['completed'],
  archived: ['archived'],
} as const satisfies Record<string, readonly TaskState[]>;
export type TaskPage = keyof typeof TASK_PAGES;

export function taskPageOf(state: TaskState): TaskPage {
  return state === 'created' || state === 'assigned' ? 'active' : state;
}

export const isActiveTask = (state: TaskState): boolean => taskPageOf(state) === 'active';

/** Executed, completed and archived tasks count as finished (green in the time display). */
export const isFinishedTask = (state: TaskState): boolean => !isActiveTask(state);

export const taskStateLabel = (state: TaskState): string => TASK_STATE_LABELS[state];

export type TaskRefusalCode =
  | 'alreadyExecuted'
  | 'executeNotAssigned'
  | 'notOwnTask'
  | 'closeNotExecuted'
  | 'archiveNotCompleted'
  | 'editStaff';

/** Each code is the key of its reason in `taskStateMessages`. */
export type TaskOutcome = Outcome<TaskState, TaskRefusalCode>;

/** Fields of a task that an edit can touch. */
export type TaskField =
  'title' | 'description' | 'property' | 'staff' | 'schedule' | 'comments' | 'images' | 'documents';

// Spec §4: title, description, property, dates and workers only while created or assigned;
// the time editor only while assigned. Comments and attachments are not limited by state.
const EDIT_RULES: Record<TaskField, { states: readonly TaskState[]; reason: string } | 'always'> = {
  title: { states: TASK_PAGES.active, reason: m.editTitle },
  description: { states: TASK_PAGES.active, reason: m.editDescription },
  property: { states: TASK_PAGES.active, reason: m.editProperty },
  staff: { states: TASK_PAGES.active, reason: m.editStaff },
  schedule: { states: ['assigned'], reason: m.editSchedule },
  comments: 'always',
  images: 'always',
  documents: 'always',
};

/** Why this field cannot be edited in this state, or null when it can. */
export function taskEditRefusal(state: TaskState, field: TaskField): EditRefusal<TaskField> | null {
  const rule = EDIT_RULES[field];
  if (rule === 'always' || rule.states.includes(state)) return null;
  return { field, reason: rule.reason };
}

export const canEditTaskField = (state: TaskState, field: TaskField): boolean =>
  taskEditRefusal(state, field) === null;

/** Why an edit of these fields is refused in this state; empty when it is allowed. */
export function taskEditRefusals(
  state: TaskState,
  fields: readonly TaskField[],
): EditRefusal<TaskField>[] {
  return fields.flatMap((field) => taskEditRefusal(state, field) ?? []);
}

/**
 * Changing the staff (also 'change-task-staff'): a created task with staff becomes assigned,
 * an assigned task without staff falls back to created.
 */
export function changeTaskStaff(state: TaskState, staffCount: number): TaskOutcome {
  if (!canEditTaskField(state, 'staff')) return refuse('editStaff', m.editStaff);
  return allow(staffCount > 0 ? 'assigned' : 'created');
}

/** A worker marks a task executed; only an assigned task, and only one assigned to them. */
export function executeTask(
  task: { state: TaskState; assignedStaff: readonly string[] },
  userId: string,
): TaskOutcome {
  if (task.state === 'executed') return refuse('alreadyExecuted', m.alreadyExecuted);
  if (task.state !== 'assigned') return refuse('executeNotAssigned', m.executeNotAssigned);
  if (!task.assignedStaff.includes(userId)) return refuse('notOwnTask', m.notOwnTask);
  return allow('executed');
}

/** Bulk 'Aufgaben schließen': executed → completed. */
export function closeTask(state: TaskState): TaskOutcome {
  return state === 'executed' ? allow('completed') : refuse('closeNotExecuted', m.closeNotExecuted);
}

/** Bulk 'Aufgaben archivieren': completed → archived. */
export function archiveTask(state: TaskState): TaskOutcome {
  return state === 'completed'
    ? allow('archived')
    : refuse('archiveNotCompleted', m.archiveNotCompleted);
}
