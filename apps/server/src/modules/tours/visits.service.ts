import { and, eq, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { berlinToday as berlinDateOf } from '@kontor/core/scheduling/week-grouping';
import { serviceMessages, type ConfirmVisitBody } from '@kontor/core/schemas/services';
import { visitMessages, type ServiceVisit } from '@kontor/core/schemas/tours';
import { formatDate } from '@kontor/core/time-tracking/format';
import { addDays, type LocalDate } from '@kontor/core/time-tracking/local-date';
import { visitPerformers, visitsBetween } from '@kontor/core/tours/index';
import type { Db } from '../../db/database.ts';
import { serviceEntries } from '../../db/schema/services.ts';
import { serviceVisits } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { assertImagesOfProject, setImageUsages } from '../../lib/image-usages.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { absenceCheck, berlinToday, holidayMap } from '../../lib/tour-calendar.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { entryById, loadTourData } from './tour-data.repository.ts';

export const VISIT_IMAGES = { elementType: 'serviceVisit', field: 'images' } as const;
/** A phone's clock may run a little ahead; later than this is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A holiday move takes a visit at most this far past its planned date. */
const MOVE_REACH_DAYS = 31;

const invalid = (errors: FieldErrors) => new HttpProblem(400, httpMessages.validation, errors);
const notPlanned = () => invalid({ plannedDate: [serviceMessages.visitNotPlanned] });

/** Who confirms: office and admin roles (and superusers) confirm for anyone. */
export interface Confirmer {
  userId: string;
  office: boolean;
}

async function entryExists(db: Db, projectId: string, entryId: string) {
  const rows = await db
    .select({ id: serviceEntries.id })
    .from(serviceEntries)
    .where(and(eq(serviceEntries.id, entryId), eq(serviceEntries.projectId, projectId)));
  return rows.length > 0;
}

/**
 * The visit of `entryId` planned for `plannedDate` as the schedule has it today, and whether
 * `userId` does it (the assigned worker, or the substitute standing in for an absent one).
 */
async function plannedVisit(db: Db, projectId: string, entryId: string, plannedDate: LocalDate) {
  const until = addDays(plannedDate, MOVE_REACH_DAYS);
  const data = await loadTourData(db, projectId, {
    entries: entryById(entryId),
    absences: { from: addDays(plannedDate, -6), to: until },
  });
  const [entry] = data.entries;
  if (!entry) {
    if (await entryExists(db, projectId, entryId)) throw notPlanned();
    throw invalid({ entryId: [serviceMessages.entryNotFound] });
  }
  const visit = visitsBetween(entry, plannedDate, until, holidayMap(data.holidays)).find(
    (v) => v.plannedDate === plannedDate,
  );
  if (!visit) throw notPlanned();
  const performers = visitPerformers(
    entry.workerIds,
    entry.substituteIds,
    visit,
    absenceCheck(data.absences),
  );
  return {
    /** The day it happens: a holiday may have moved it (for an any-day visit its Monday). */
    date: visit.date,
    label: `${entry.title} · ${entry.propertyName} · ${formatDate(plannedDate)}`,
    isPerformer: (userId: string) => performers.some((p) => p.workerId === userId),
  };
}

async function answer(db: Db, projectId: string, id: string): Promise<ServiceVisit> {
  const [row] = await db
    .select({ visit: serviceVisits, doneByName: users.name })
    .from(serviceVisits)
    .leftJoin(users, eq(users.id, serviceVisits.doneBy))
    .where(and(eq(serviceVisits.id, id), eq(serviceVisits.projectId, projectId)));
  const { visit, doneByName } = row!;
  return {
    id: visit.id,
    entryId: visit.entryId,
    plannedDate: visit.plannedDate,
    doneAt: visit.doneAt.toISOString(),
    doneBy: visit.doneBy ? { id: visit.doneBy, name: doneByName ?? '' } : null,
    comment: visit.comment,
    images: visit.images,
    version: visit.version,
  };
}

/**
 * A visit confirmed done. Only its performer may confirm it as a worker; office and admin for
 * anyone. Confirming again replaces time and who, and the comment and photos the body names
 * (an offline replay changes nothing), raising the version.
 */
export async function confirm(
  db: Db,
  projectId: string,
  by: Confirmer,
  body: ConfirmVisitBody,
): Promise<{ visit: ServiceVisit; created: boolean }> {
  const planned = await plannedVisit(db, projectId, body.entryId, body.plannedDate);
  if (!by.office && !planned.isPerformer(by.userId)) {
    throw new HttpProblem(403, serviceMessages.visitNotYours);
  }
  // A visit done before its day would be false evidence in the Leistungsnachweis; a visit a
  // holiday moved to today counts from today (its date, not its planned date).
  if (planned.date > berlinToday()) {
    const message = visitMessages.beforeItsDay(formatDate(planned.date));
    throw new HttpProblem(400, message, { plannedDate: [message] });
  }
  const doneAt = body.doneAt ? new Date(body.doneAt) : new Date();
  if (doneAt.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw invalid({ doneAt: [visitMessages.doneAtInFuture] });
  }
  if (berlinDateOf(doneAt) < planned.date) {
    throw invalid({ doneAt: [visitMessages.doneAtBeforeItsDay(formatDate(planned.date))] });
  }
  const images = body.images && [...new Set(body.images)];
  if (images) await assertImagesOfProject(db, projectId, images, 'images');
  const changes = {
    doneAt,
    doneBy: by.userId,
    label: planned.label,
    ...(body.comment !== undefined && { comment: body.comment }),
    ...(images && { images }),
  };
  const outcome = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(serviceVisits)
        .values({
          id: newId(),
          projectId,
          entryId: body.entryId,
          plannedDate: body.plannedDate,
          ...changes,
        })
        .onConflictDoUpdate({
          target: [serviceVisits.entryId, serviceVisits.plannedDate],
          set: {
            ...changes,
            updatedAt: new Date(),
            version: sql`${serviceVisits.version} + 1`,
          },
        })
        .returning({ id: serviceVisits.id, version: serviceVisits.version });
      if (images) {
        await setImageUsages(tx, projectId, { ...VISIT_IMAGES, elementId: row!.id }, images);
      }
      return row!;
    })
    .catch((error: unknown) => {
      // The entry was removed meanwhile: its visits went with it.
      if (isForeignKeyViolation(error)) throw notPlanned();
      throw error;
    });
  return { visit: await answer(db, projectId, outcome.id), created: outcome.version === 0 };
}

/** Takes a confirmation back (office and admin): the visit is planned or missed again. */
export async function undo(db: Db, projectId: string, entryId: string, plannedDate: LocalDate) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(serviceVisits)
      .where(
        and(
          eq(serviceVisits.projectId, projectId),
          eq(serviceVisits.entryId, entryId),
          eq(serviceVisits.plannedDate, plannedDate),
        ),
      )
      .returning({ id: serviceVisits.id });
    if (!row) throw new HttpProblem(404, visitMessages.visitNotFound);
    await setImageUsages(tx, projectId, { ...VISIT_IMAGES, elementId: row.id }, []);
  });
}
