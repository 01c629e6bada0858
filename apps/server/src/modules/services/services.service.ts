import { newId } from '@kontor/core/ids';
import { propertyMessages } from '@kontor/core/schemas/properties';
import {
  serviceMessages,
  type CreateServiceBody,
  type CreateServiceEntryBody,
  type Service,
  type ServiceMatrix,
  type ServiceEntry,
  type UpdateServiceBody,
  type UpdateServiceEntryBody,
} from '@kontor/core/schemas/services';
import { addDays } from '@kontor/core/time-tracking/local-date';
import type { ServiceSchedule } from '@kontor/core/tours/service-schedule';
import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import { serviceEntryStaff, serviceStaff } from '../../db/schema/services.ts';
import { assertImagesOfProject, setImageUsages } from '../../lib/image-usages.ts';
import { projectWorkers } from '../../lib/memberships.ts';
import { visitCountsByEntry } from '../../lib/visit-counts.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import * as repo from './services.repository.ts';

const IMAGE_FIELD = 'images';
/** Until the office picks one, a service is not charged to tenants (the safe side). */
const DEFAULT_COST_TYPE = 'notAllocable';

const unique = (ids: string[] | undefined) => (ids ? [...new Set(ids)] : undefined);

function invalid(errors: FieldErrors): HttpProblem {
  return new HttpProblem(400, httpMessages.validation, errors);
}

interface Staff {
  workerIds?: string[];
  substituteIds?: string[];
}

/** Only the project's workers may be assigned (spec 000 §6); the message sits at the field. */
async function assertWorkers(db: DbOrTx, projectId: string, staff: Staff) {
  const ids = [...new Set([...(staff.workerIds ?? []), ...(staff.substituteIds ?? [])])];
  const workers = new Set((await projectWorkers(db, projectId, ids)).map((w) => w.id));
  const errors: FieldErrors = {};
  for (const field of ['workerIds', 'substituteIds'] as const) {
    if (staff[field]?.some((id) => !workers.has(id))) errors[field] = [serviceMessages.notAWorker];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

function staffRace(error: unknown): never {
  // A member removed between the check and the insert: the FK to memberships decides.
  if (isForeignKeyViolation(error)) throw invalid({ workerIds: [serviceMessages.notAWorker] });
  throw error;
}

const imageTarget = (serviceId: string) => ({
  elementType: 'service',
  elementId: serviceId,
  field: IMAGE_FIELD,
});

// ── Catalogue ──

export const list = async (db: Db, projectId: string) => ({
  items: await repo.listServices(db, projectId),
});

export async function get(db: DbOrTx, projectId: string, id: string): Promise<Service> {
  const service = await repo.findService(db, projectId, id);
  if (!service) throw new HttpProblem(404, serviceMessages.serviceNotFound);
  return service;
}

export async function create(db: Db, projectId: string, userId: string, body: CreateServiceBody) {
  const staff = {
    workerIds: unique(body.workerIds) ?? [],
    substituteIds: unique(body.substituteIds) ?? [],
  };
  const images = unique(body.images) ?? [];
  await assertWorkers(db, projectId, staff);
  await assertImagesOfProject(db, projectId, images, IMAGE_FIELD);
  const id = newId();
  await db
    .transaction(async (tx) => {
      await repo.insertService(tx, {
        id,
        projectId,
        createdBy: userId,
        title: body.title,
        description: body.description ?? '',
        images,
        active: body.active ?? true,
        defaultDuration: body.defaultDuration ?? null,
        costType: body.costType ?? DEFAULT_COST_TYPE,
      });
      await repo.replaceStaff(tx, serviceStaff, projectId, id, staff);
      await setImageUsages(tx, projectId, imageTarget(id), images);
    })
    .catch(staffRace);
  return get(db, projectId, id);
}

/** Replaces the staff lists the body names, keeping the other one. */
async function staffAfter(
  tx: Tx,
  current: () => Promise<{ workerIds: string[]; substituteIds: string[] }>,
  body: Staff,
) {
  if (body.workerIds === undefined && body.substituteIds === undefined) return undefined;
  const before = await current();
  return {
    workerIds: unique(body.workerIds) ?? before.workerIds,
    substituteIds: unique(body.substituteIds) ?? before.substituteIds,
  };
}

export async function update(db: Db, projectId: string, id: string, body: UpdateServiceBody) {
  const images = unique(body.images);
  await assertWorkers(db, projectId, body);
  if (images) await assertImagesOfProject(db, projectId, images, IMAGE_FIELD);
  const outcome = await db
    .transaction(async (tx) => {
      const updated = await repo.updateServiceIfVersion(tx, projectId, id, body.version, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description }),
        ...(images && { images }),
        ...(body.active !== undefined && { active: body.active }),
        ...(body.defaultDuration !== undefined && { defaultDuration: body.defaultDuration }),
        ...(body.costType !== undefined && { costType: body.costType }),
      });
      if (!updated) return (await repo.serviceExists(tx, projectId, id)) ? 'conflict' : 'missing';
      const staff = await staffAfter(
        tx,
        async () => (await repo.serviceDefaults(tx, projectId, id))!,
        body,
      );
      if (staff) await repo.replaceStaff(tx, serviceStaff, projectId, id, staff);
      if (images) await setImageUsages(tx, projectId, imageTarget(id), images);
      return 'ok';
    })
    .catch(staffRace);
  if (outcome === 'missing') throw new HttpProblem(404, serviceMessages.serviceNotFound);
  if (outcome === 'conflict') throw new HttpProblem(409, serviceMessages.conflict);
  return get(db, projectId, id);
}

/** Workers of the project for the staff pickers. */
export const workerOptions = async (db: Db, projectId: string) => ({
  items: await projectWorkers(db, projectId),
});

// ── Entries of a property ──

async function assertProperty(db: DbOrTx, projectId: string, propertyId: string) {
  const property = await repo.findProperty(db, projectId, propertyId);
  if (!property) throw new HttpProblem(404, propertyMessages.notFound);
  return property;
}

export async function listEntries(db: Db, projectId: string, propertyId: string) {
  await assertProperty(db, projectId, propertyId);
  return { items: await repo.listEntries(db, projectId, propertyId) };
}

async function getEntry(
  db: DbOrTx,
  projectId: string,
  propertyId: string,
  id: string,
): Promise<ServiceEntry> {
  const entry = await repo.findEntry(db, projectId, propertyId, id);
  if (!entry) throw new HttpProblem(404, serviceMessages.entryNotFound);
  return entry;
}

function serviceTaken(error: unknown): never {
  if (isUniqueViolation(error, 'service_entries_property_service_key')) {
    throw new HttpProblem(409, serviceMessages.serviceTaken, {
      serviceId: [serviceMessages.serviceTaken],
    });
  }
  return staffRace(error);
}

/**
 * 'Leistung hinzufügen', stored only when the dialog is confirmed (no draft rows). Without
 * their own staff the entry takes the service's workers and substitutes who still are workers.
 */
export async function createEntry(
  db: Db,
  projectId: string,
  propertyId: string,
  userId: string,
  body: CreateServiceEntryBody,
) {
  await assertProperty(db, projectId, propertyId);
  const service = await repo.serviceDefaults(db, projectId, body.serviceId);
  if (!service) throw invalid({ serviceId: [serviceMessages.serviceNotFound] });
  if (!service.active) throw invalid({ serviceId: [serviceMessages.serviceInactive] });
  const given = { workerIds: unique(body.workerIds), substituteIds: unique(body.substituteIds) };
  await assertWorkers(db, projectId, given);
  const workers = new Set(
    (await projectWorkers(db, projectId, [...service.workerIds, ...service.substituteIds])).map(
      (w) => w.id,
    ),
  );
  const staff = {
    workerIds: given.workerIds ?? service.workerIds.filter((id) => workers.has(id)),
    substituteIds: given.substituteIds ?? service.substituteIds.filter((id) => workers.has(id)),
  };
  const id = newId();
  await db
    .transaction(async (tx) => {
      // Locked for share: archiving the property waits for this insert, or this sees it.
      const property = await repo.findProperty(tx, projectId, propertyId, { lock: true });
      if (property?.archived) throw new HttpProblem(409, serviceMessages.propertyArchived);
      await repo.insertEntry(tx, {
        id,
        projectId,
        propertyId,
        serviceId: body.serviceId,
        createdBy: userId,
        active: body.active ?? true,
        schedule: body.schedule as ServiceSchedule,
        holidayRule: body.holidayRule ?? 'skip',
      });
      await repo.replaceStaff(tx, serviceEntryStaff, projectId, id, staff);
    })
    .catch(serviceTaken);
  return getEntry(db, projectId, propertyId, id);
}

export async function updateEntry(
  db: Db,
  projectId: string,
  propertyId: string,
  id: string,
  body: UpdateServiceEntryBody,
) {
  await assertWorkers(db, projectId, body);
  const outcome = await db
    .transaction(async (tx) => {
      const updated = await repo.updateEntryIfVersion(tx, projectId, propertyId, id, body.version, {
        ...(body.active !== undefined && { active: body.active }),
        ...(body.schedule !== undefined && { schedule: body.schedule as ServiceSchedule }),
        ...(body.holidayRule !== undefined && { holidayRule: body.holidayRule }),
      });
      if (!updated) {
        return (await repo.entryExists(tx, projectId, propertyId, id)) ? 'conflict' : 'missing';
      }
      const staff = await staffAfter(
        tx,
        async () => {
          const entry = await getEntry(tx, projectId, propertyId, id);
          return {
            workerIds: entry.workers.map((w) => w.id),
            substituteIds: entry.substitutes.map((w) => w.id),
          };
        },
        body,
      );
      if (staff) await repo.replaceStaff(tx, serviceEntryStaff, projectId, id, staff);
      return 'ok';
    })
    .catch(staffRace);
  if (outcome === 'missing') throw new HttpProblem(404, serviceMessages.entryNotFound);
  if (outcome === 'conflict') throw new HttpProblem(409, serviceMessages.conflict);
  return getEntry(db, projectId, propertyId, id);
}

export async function removeEntry(db: Db, projectId: string, propertyId: string, id: string) {
  if (!(await repo.deleteEntry(db, projectId, propertyId, id))) {
    throw new HttpProblem(404, serviceMessages.entryNotFound);
  }
}

// ── Matrix ──

/**
 * The matrix as JSON text; with `week` (its Monday) each cell also counts its visits of that
 * week (planned / done / missed), the expansion done in memory (lib/visit-counts.ts).
 */
export async function matrixJson(
  db: Db,
  projectId: string,
  query: { search?: string; week?: string },
): Promise<string> {
  const { week } = query;
  const [json, counts] = await Promise.all([
    repo.matrixJson(db, projectId, query.search?.trim() || undefined),
    week ? visitCountsByEntry(db, projectId, week, addDays(week, 6)) : undefined,
  ]);
  if (!counts) return json;
  const matrix = JSON.parse(json) as ServiceMatrix;
  const none = { planned: 0, done: 0, missed: 0 };
  for (const property of matrix.properties) {
    for (const entry of property.entries) entry.visits = counts.get(entry.id) ?? none;
  }
  return JSON.stringify(matrix);
}
