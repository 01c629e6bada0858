import { newId } from '@kontor/core/ids';
import {
  berlinToday,
  dueDays,
  scheduleOnSave,
  weekBounds,
  type TaskSchedule,
} from '@kontor/core/scheduling/index';
import { MAX_IMAGES_PER_ELEMENT } from '@kontor/core/schemas/images';
import { ticketStateMessages } from '@kontor/core/states/messages';
import {
  addTaskToTicket,
  archiveTask,
  changeTaskStaff,
  closeTask,
  executeTask,
  isActiveTask,
  planBulk,
  taskEditRefusals,
  type TaskOutcome,
  type TaskState,
} from '@kontor/core/states/index';
import { notificationTexts } from '@kontor/core/notification-texts';
import {
  editedTaskFields,
  taskBodyIssues,
  taskMessages,
  type BulkTaskResult,
  taskListQuerySchema,
  type CreateTaskBody,
  type ExecuteTaskBody,
  type TaskListParams,
  type TaskDetail,
  type UpdateTaskBody,
} from '@kontor/core/schemas/tasks';
import type { LocalDate } from '@kontor/core/time-tracking/local-date';
import type { Db, Tx } from '../../db/database.ts';
import type { RecordFiles } from '../../files/record-files.ts';
import { addComment, type CommentOwner } from '../../lib/comments.ts';
import { assertImagesOfProject, setImageUsages } from '../../lib/image-usages.ts';
import { deleteOwnedDocuments, removeOwnedDocumentFiles } from '../../lib/owned-documents.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { countMembers, propertyExists } from '../../lib/memberships.ts';
import { bulkAnswer } from '../../lib/bulk-answer.ts';
import { officeOfModule } from '../../lib/notification-recipients.ts';
import { notify } from '../../lib/notify.ts';
import { cachedList } from '../../plugins/cached-list.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { httpMessages as messages } from '../../plugins/messages.ts';
import * as listRepo from './tasks.list.repository.ts';
import * as repo from './tasks.repository.ts';

const IMAGE_FIELD = 'images';
const today = (): LocalDate => berlinToday(Date.now());

function invalid(field: string, message: string): HttpProblem {
  return new HttpProblem(400, messages.validation, { [field]: [message] });
}

/** The spec's checks against today (dates not in the past …), as problem+json fields. */
function assertSchedule(body: { schedule?: TaskSchedule | null }, day: LocalDate) {
  const issues = taskBodyIssues(body, day);
  if (issues.length === 0) return;
  const errors: FieldErrors = {};
  for (const { field, message } of issues) (errors[field] ??= []).push(message);
  throw new HttpProblem(400, messages.validation, errors);
}

/** The stored schedule (future dates only) and the days the tab counts are cut at. */
function scheduleColumns(schedule: TaskSchedule | null, day: LocalDate) {
  const saved = schedule ? scheduleOnSave(schedule, day).schedule : null;
  return { schedule: saved, ...dueDays(saved, weekBounds(day)) };
}

async function assertReferences(
  db: Db | Tx,
  projectId: string,
  body: { propertyId?: string; assignedStaff?: string[]; images?: string[] },
) {
  if (body.propertyId !== undefined && !(await propertyExists(db, projectId, body.propertyId)))
    throw invalid('propertyId', taskMessages.propertyNotFound);
  const staff = body.assignedStaff;
  if (staff && (await countMembers(db, projectId, staff)) !== staff.length)
    throw invalid('assignedStaff', taskMessages.staffNotMember);
  if (body.images) await assertImagesOfProject(db, projectId, body.images, IMAGE_FIELD);
}

const unique = (ids: string[] | undefined) => (ids ? [...new Set(ids)] : undefined);

/**
 * 'Neue Aufgabe' to staff who were not assigned before (an update that keeps someone on the
 * task tells them nothing new), in the transaction that assigns them.
 */
async function notifyAssigned(
  tx: Tx,
  task: { projectId: string; id: string; actorId: string; urgent: boolean | undefined },
  newlyAssigned: readonly string[],
) {
  if (newlyAssigned.length === 0) return;
  const facts = await repo.messageFacts(tx, task.projectId, task.id, task.actorId);
  await notify(tx, {
    projectId: task.projectId,
    kind: 'task-assigned',
    actorId: task.actorId,
    recipientIds: newlyAssigned,
    ...notificationTexts.taskAssigned(facts),
    link: { type: 'task', id: task.id },
    urgent: task.urgent ?? false,
  });
}

function staffMemberRace(error: unknown): never {
  // A member removed between the check and the insert: the FK to memberships decides.
  if (isForeignKeyViolation(error)) throw invalid('assignedStaff', taskMessages.staffNotMember);
  throw error;
}

/**
 * The hot list: the access check brings the revision of the project's tasks along; an answer
 * read before is served again while it is unchanged (plugins/cached-list.ts, decision 0011).
 */
export const list = cachedList({
  name: 'tasks',
  querySchema: taskListQuerySchema,
  variant: today,
  listSql: (projectId, q: TaskListParams, day) =>
    listRepo.listSql(projectId, q, weekBounds(day as LocalDate)),
  revisionSql: listRepo.revisionSql,
});

export async function get(db: Db, projectId: string, id: string): Promise<TaskDetail> {
  const detail = await repo.findDetail(db, projectId, id);
  if (!detail) throw new HttpProblem(404, taskMessages.notFound);
  return detail;
}

export async function create(db: Db, projectId: string, userId: string, body: CreateTaskBody) {
  const day = today();
  assertSchedule(body, day);
  const staff = unique(body.assignedStaff) ?? [];
  const images = unique(body.images) ?? [];
  await assertReferences(db, projectId, { ...body, assignedStaff: staff, images });
  const id = newId();
  const state: TaskState = staff.length > 0 ? 'assigned' : 'created';
  await db
    .transaction(async (tx) => {
      if (body.ticketId) await assertTicketTakesTask(tx, projectId, body.ticketId);
      await repo.insertTask(tx, {
        id,
        projectId,
        createdBy: userId,
        title: body.title,
        description: body.description ?? '',
        propertyId: body.propertyId,
        ticketId: body.ticketId ?? null,
        state,
        images,
        ...scheduleColumns(body.schedule ?? null, day),
      });
      await repo.replaceStaff(tx, projectId, id, staff);
      await setImageUsages(tx, projectId, imageTarget(id), images);
      await repo.addHistory(tx, [
        ...(staff.length > 0
          ? [{ id: newId(), taskId: id, userId, entry: { kind: 'staff' as const, staff } }]
          : []),
        { id: newId(), taskId: id, userId, entry: { kind: 'state', state } },
      ]);
      await notifyAssigned(
        tx,
        { projectId, id, actorId: userId, urgent: body.notifyUrgently },
        staff,
      );
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'tasks_ticket_key'))
        throw new HttpProblem(409, ticketStateMessages.addTaskLinked);
      return staffMemberRace(error);
    });
  return get(db, projectId, id);
}

/** 'Aufgabe hinzufügen': a ticket of the project, not closed, without a task yet. */
async function assertTicketTakesTask(tx: Tx, projectId: string, ticketId: string) {
  const ticket = await repo.lockTicket(tx, projectId, ticketId);
  if (!ticket) throw invalid('ticketId', taskMessages.ticketNotFound);
  const outcome = addTaskToTicket(ticket);
  if (!outcome.ok) throw new HttpProblem(409, outcome.reason);
}

const imageTarget = (taskId: string) => ({
  elementType: 'task',
  elementId: taskId,
  field: IMAGE_FIELD,
});

/** The task locked for the transaction, or 404 / 409 when it is gone or was changed since. */
async function lockOne(tx: Tx, projectId: string, id: string, version: number) {
  const [task] = await repo.lockTasks(tx, projectId, [id]);
  if (!task) throw new HttpProblem(404, taskMessages.notFound);
  if (task.version !== version) throw new HttpProblem(409, taskMessages.conflict);
  return task;
}

function assertAllowed(outcome: TaskOutcome): asserts outcome is { ok: true; state: TaskState } {
  if (!outcome.ok) throw new HttpProblem(409, outcome.reason);
}

/** Edits under the state machine's rules; a staff change moves created ⇄ assigned. */
export async function update(
  db: Db,
  projectId: string,
  userId: string,
  id: string,
  body: UpdateTaskBody,
) {
  const day = today();
  assertSchedule(body, day);
  const staff = unique(body.assignedStaff);
  const images = unique(body.images);
  await db
    .transaction(async (tx) => {
      const task = await lockOne(tx, projectId, id, body.version);
      const refusals = taskEditRefusals(task.state, editedTaskFields(body));
      if (refusals.length > 0) {
        throw new HttpProblem(409, refusals.map((r) => r.reason).join(' '));
      }
      await assertReferences(tx, projectId, { ...body, assignedStaff: staff, images });
      let state = task.state;
      if (staff) {
        const outcome = changeTaskStaff(task.state, staff.length);
        assertAllowed(outcome);
        state = outcome.state;
      }
      await repo.updateIfVersion(tx, projectId, id, body.version, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.propertyId !== undefined && { propertyId: body.propertyId }),
        ...(body.schedule !== undefined && scheduleColumns(body.schedule, day)),
        ...(images && { images }),
        state,
      });
      if (images) await setImageUsages(tx, projectId, imageTarget(id), images);
      if (staff) {
        await repo.replaceStaff(tx, projectId, id, staff);
        await repo.addHistory(tx, [
          { id: newId(), taskId: id, userId, entry: { kind: 'staff', staff } },
          ...(state !== task.state
            ? [{ id: newId(), taskId: id, userId, entry: { kind: 'state' as const, state } }]
            : []),
        ]);
        await notifyAssigned(
          tx,
          { projectId, id, actorId: userId, urgent: body.notifyUrgently },
          staff.filter((member) => !task.assignedStaff.includes(member)),
        );
      }
    })
    .catch(staffMemberRace);
  return get(db, projectId, id);
}

/** The task comments' table and routes (lib/comments.ts). */
export const TASK_COMMENTS: CommentOwner = {
  segment: 'tasks',
  param: 'taskId',
  table: 'tasks',
  commentsTable: 'task_comments',
  ownerColumn: 'task_id',
  notFound: taskMessages.notFound,
  noun: 'task',
};

/**
 * 'Als ausgeführt melden' (worker app): the caller's task executed, their comment a task
 * comment, their photos added to the task's images, all at once. Refused only when the task
 * is no longer the caller's or no longer open; the version they saw may be stale (the office
 * editing the description must not fail a report sent offline).
 */
export async function execute(
  db: Db,
  projectId: string,
  userId: string,
  id: string,
  body: ExecuteTaskBody,
) {
  const photos = unique(body.images) ?? [];
  await db.transaction(async (tx) => {
    const [task] = await repo.lockTasks(tx, projectId, [id]);
    if (!task) throw new HttpProblem(404, taskMessages.notFound);
    const outcome = executeTask(task, userId);
    if (!outcome.ok) {
      // Active but refused: the caller is not (or no longer) among the staff.
      const reason = isActiveTask(task.state) ? taskMessages.reassigned : taskMessages.notOpen;
      throw new HttpProblem(409, reason);
    }
    await assertImagesOfProject(tx, projectId, photos, IMAGE_FIELD);
    const images = [...new Set([...task.images, ...photos])];
    if (images.length > MAX_IMAGES_PER_ELEMENT)
      throw invalid(IMAGE_FIELD, taskMessages.tooManyImages);
    await repo.updateIfVersion(tx, projectId, id, task.version, {
      state: outcome.state,
      executedAt: new Date(),
      images,
    });
    if (photos.length > 0) await setImageUsages(tx, projectId, imageTarget(id), images);
    await repo.addHistory(tx, [
      { id: newId(), taskId: id, userId, entry: { kind: 'state', state: outcome.state } },
    ]);
    if (body.comment) {
      await addComment(tx, TASK_COMMENTS, { projectId, ownerId: id, userId, text: body.comment });
    }
    await notifyExecuted(tx, projectId, id, userId);
  });
  return get(db, projectId, id);
}

/**
 * 'Aufgabe ausgeführt' to the office: the task's creator (who asked for it) and the members
 * whose office or admin role lists '/tasks' (who close it); never the worker who reported it.
 */
async function notifyExecuted(tx: Tx, projectId: string, id: string, workerId: string) {
  const facts = await repo.messageFacts(tx, projectId, id, workerId);
  const office = await officeOfModule(tx, projectId, '/tasks');
  await notify(tx, {
    projectId,
    kind: 'task-executed',
    actorId: workerId,
    recipientIds: [...(facts.createdBy ? [facts.createdBy] : []), ...office],
    ...notificationTexts.taskExecuted(facts, facts.actorName),
    link: { type: 'task', id },
  });
}

const BULK_STEPS = { close: closeTask, archive: archiveTask } as const;

/** 'Aufgaben schließen' / 'Aufgaben archivieren': moves what may move, reports the rest. */
export async function bulk(
  db: Db,
  projectId: string,
  userId: string,
  action: keyof typeof BULK_STEPS,
  ids: string[],
): Promise<BulkTaskResult> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await repo.lockTasks(tx, projectId, wanted);
    const plan = planBulk(
      found.map((task) => ({ id: task.id, record: task.state })),
      BULK_STEPS[action],
    );
    const moved = plan.apply.map((a) => a.id);
    const state = action === 'close' ? 'completed' : 'archived';
    if (moved.length > 0) {
      await repo.setStates(tx, projectId, moved, {
        state,
        ...(action === 'close' && { completedAt: new Date() }),
      });
      await repo.addHistory(
        tx,
        moved.map((taskId) => ({ id: newId(), taskId, userId, entry: { kind: 'state', state } })),
      );
    }
    return bulkAnswer(plan, wanted, found, taskMessages.notFound);
  });
}

/** Irreversible; the task's staff, history, image usages and documents (with files) go with it. */
export async function remove(deps: RecordFiles & { db: Db }, projectId: string, id: string) {
  const documents = await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteTask(tx, projectId, id)))
      throw new HttpProblem(404, taskMessages.notFound);
    await setImageUsages(tx, projectId, imageTarget(id), []);
    return deleteOwnedDocuments(tx, projectId, 'task_id', id);
  });
  await removeOwnedDocumentFiles(deps, documents);
}
