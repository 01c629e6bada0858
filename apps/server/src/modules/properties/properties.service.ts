import type { Db } from '../../db/database.ts';
import { newId } from '@kontor/core/ids';
import {
  propertyListQuerySchema,
  propertyMessages,
  type PropertyDetail,
  type UpdatePropertyBody,
} from '@kontor/core/schemas/properties';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { countMembers } from '../../lib/memberships.ts';
import { prefetchedList } from '../../plugins/prefetched-list.ts';
import { HttpProblem } from '../../lib/problem.ts';
import * as repo from './properties.repository.ts';

const NAME_INDEX = 'properties_project_name_key';

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, NAME_INDEX)) {
    throw new HttpProblem(409, propertyMessages.nameTaken, { name: [propertyMessages.nameTaken] });
  }
  throw error;
}

/** The hot list: page and counts fetched along with the access check (plugins/prefetched-list.ts). */
export const list = prefetchedList(propertyListQuerySchema, repo.listSql);

export async function get(db: Db, projectId: string, id: string): Promise<PropertyDetail> {
  const detail = await repo.findDetail(db, projectId, id);
  if (!detail) throw new HttpProblem(404, propertyMessages.notFound);
  return detail;
}

export async function create(db: Db, projectId: string, userId: string, name: string) {
  const id = newId();
  // The unique index on (project_id, lower(name)) decides, also when two creates race.
  await repo.insertProperty(db, { id, projectId, name, createdBy: userId }).catch(nameTaken);
  return get(db, projectId, id);
}

export async function update(db: Db, projectId: string, id: string, body: UpdatePropertyBody) {
  const staff = body.assignedStaff ? [...new Set(body.assignedStaff)] : undefined;
  const notMember = () =>
    new HttpProblem(400, propertyMessages.staffNotMember, {
      assignedStaff: [propertyMessages.staffNotMember],
    });
  const outcome = await db
    .transaction(async (tx) => {
      if (staff && (await countMembers(tx, projectId, staff)) !== staff.length) throw notMember();
      const updated = await repo.updateIfVersion(tx, projectId, id, body.version, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.settings?.address !== undefined && { address: body.settings.address }),
        ...(body.settings?.keyNumber !== undefined && { keyNumber: body.settings.keyNumber }),
        ...(body.settings?.info !== undefined && { info: body.settings.info }),
        ...(body.archived !== undefined && { archived: body.archived }),
      });
      if (!updated) return (await repo.exists(tx, projectId, id)) ? 'conflict' : 'missing';
      if (staff) await repo.replaceStaff(tx, projectId, id, staff);
      return 'ok';
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw notMember();
      return nameTaken(error);
    });
  if (outcome === 'missing') throw new HttpProblem(404, propertyMessages.notFound);
  if (outcome === 'conflict') throw new HttpProblem(409, propertyMessages.conflict);
  return get(db, projectId, id);
}
