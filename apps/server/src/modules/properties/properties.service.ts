import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newId } from '@kontor/core/ids';
import {
  propertyListQuerySchema,
  propertyMessages,
  type PropertyDetail,
  type PropertyListParams,
  type UpdatePropertyBody,
} from '@kontor/core/schemas/properties';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { countMembers } from '../../lib/memberships.ts';
import { HttpProblem } from '../../lib/problem.ts';
import * as repo from './properties.repository.ts';

const NAME_INDEX = 'properties_project_name_key';

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, NAME_INDEX)) {
    throw new HttpProblem(409, propertyMessages.nameTaken, { name: [propertyMessages.nameTaken] });
  }
  throw error;
}

/** The list query the route's guard runs along with the access check, if the query is valid. */
export function listPrefetch(rawQuery: unknown, projectId: string): SQL | undefined {
  const q = propertyListQuerySchema.safeParse(rawQuery);
  return q.success ? repo.listSql(projectId, q.data) : undefined;
}

/** The page as JSON text: the one the guard fetched along, or a query of its own. */
export async function listJson(
  db: Db,
  projectId: string,
  q: PropertyListParams,
  prefetched?: unknown,
): Promise<string> {
  return typeof prefetched === 'string' ? prefetched : repo.listPageJson(db, projectId, q);
}

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
