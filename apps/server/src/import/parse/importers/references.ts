/**
 * Pointers of a Parse object turned into Kontor ids through the source-id map, with the
 * report's German wording in one place. A required pointer that does not resolve skips the
 * object; an optional one is left out and noted (what the office should check by hand).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { memberships } from '../../../db/schema/projects.ts';
import type { ImportContext, ImportOutcome, ParseObject } from '../contract.ts';
import { pointerId, pointerIds, pointerLabel } from './parse-values.ts';
import { PARSE_CLASSES } from './class-names.ts';

/** Outcome of a required pointer: the Kontor id, or the skip the importer returns. */
export type Required = { id: string } | { skipped: ImportOutcome & { kind: 'skipped' } };

/**
 * A pointer the object cannot exist without (a task's property). `what` is the German noun of
 * the target ('Objekt'), used as '<what> fehlt' / '<what> nicht gefunden (field → id)'.
 */
export async function requiredPointer(
  context: ImportContext,
  object: ParseObject,
  field: string,
  targetClass: string,
  what: string,
): Promise<Required> {
  const sourceId = pointerId(object[field]);
  if (!sourceId) return { skipped: { kind: 'skipped', reason: `${what} fehlt (${field})` } };
  const id = await context.refs.resolve(targetClass, sourceId);
  if (id) return { id };
  return {
    skipped: {
      kind: 'skipped',
      reason: `${what} nicht gefunden (${pointerLabel(field, sourceId)})`,
    },
  };
}

/** A pointer the object can do without: null when empty or broken (a broken one is noted). */
export async function optionalPointer(
  context: ImportContext,
  object: ParseObject,
  className: string,
  field: string,
  targetClass: string,
  what: string,
): Promise<string | null> {
  const sourceId = pointerId(object[field]);
  if (!sourceId) return null;
  const id = await context.refs.resolve(targetClass, sourceId);
  if (id) return id;
  context.note(
    className,
    object.objectId,
    `${what} nicht gefunden (${pointerLabel(field, sourceId)}); ohne übernommen`,
  );
  return null;
}

/** `created_by`: who made it; a user not imported leaves the creator empty (noted). */
export const creatorOf = (context: ImportContext, object: ParseObject, className: string) =>
  optionalPointer(context, object, className, 'created_by', PARSE_CLASSES.user, 'Ersteller');

async function memberIds(db: DbOrTx, projectId: string, userIds: string[], workersOnly: boolean) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.projectId, projectId),
        inArray(memberships.userId, userIds),
        workersOnly ? eq(memberships.isWorker, true) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * A list of staff pointers (assigned_staff, substitutes) as the Kontor user ids of project
 * members, in the source's order. Users not imported, not members of the project, or (with
 * `workersOnly`, services and tours) not flagged as workers are left out, each noted.
 */
export async function staffOf(
  context: ImportContext,
  owner: { className: string; sourceId: string },
  field: string,
  value: unknown,
  options: { workersOnly?: boolean; label?: string } = {},
): Promise<string[]> {
  const label = options.label ?? field;
  const resolved: { sourceId: string; id: string }[] = [];
  for (const sourceId of pointerIds(value)) {
    const id = await context.refs.resolve(PARSE_CLASSES.user, sourceId);
    if (id) resolved.push({ sourceId, id });
    else {
      context.note(
        owner.className,
        owner.sourceId,
        `Mitarbeiter nicht gefunden (${pointerLabel(label, sourceId)}); ohne ihn übernommen`,
      );
    }
  }
  const ids = [...new Set(resolved.map((r) => r.id))];
  const members = await memberIds(context.db, context.projectId, ids, options.workersOnly ?? false);
  const kept: string[] = [];
  for (const { sourceId, id } of resolved) {
    if (members.has(id)) {
      if (!kept.includes(id)) kept.push(id);
      continue;
    }
    const why = options.workersOnly
      ? 'ist kein Arbeiter im Projekt'
      : 'ist kein Mitglied im Projekt';
    context.note(
      owner.className,
      owner.sourceId,
      `Mitarbeiter ${why} (${pointerLabel(label, sourceId)}); ohne ihn übernommen`,
    );
  }
  return kept;
}
