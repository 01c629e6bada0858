import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ID_LENGTH, newId } from '@kontor/core/ids';
import type { DbOrTx } from '../../db/database.ts';
import { importSources } from '../../db/schema/imports.ts';

export interface SourceRow {
  sourceId: string;
  kontorId: string;
  fingerprint: string;
}

/** The earlier runs' rows of a page's objects, by source id (one query per page). */
export async function sourceRowsOf(
  db: DbOrTx,
  projectId: string,
  className: string,
  sourceIds: readonly string[],
): Promise<Map<string, SourceRow>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .select({
      sourceId: importSources.sourceId,
      kontorId: importSources.kontorId,
      fingerprint: importSources.fingerprint,
    })
    .from(importSources)
    .where(
      and(
        eq(importSources.projectId, projectId),
        eq(importSources.className, className),
        inArray(importSources.sourceId, [...sourceIds]),
      ),
    );
  return new Map(rows.map((row) => [row.sourceId, row]));
}

export async function kontorIdOf(
  db: DbOrTx,
  projectId: string,
  className: string,
  sourceId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ kontorId: importSources.kontorId })
    .from(importSources)
    .where(
      and(
        eq(importSources.projectId, projectId),
        eq(importSources.className, className),
        eq(importSources.sourceId, sourceId),
      ),
    );
  return row?.kontorId;
}

/** Stores a page's outcomes in one statement (a page holds each source id once). */
export async function saveSourceRows(
  db: DbOrTx,
  projectId: string,
  className: string,
  rows: readonly SourceRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(importSources)
    .values(rows.map((row) => ({ projectId, className, ...row })))
    .onConflictDoUpdate({
      target: [importSources.projectId, importSources.className, importSources.sourceId],
      set: {
        kontorId: sql`excluded.kontor_id`,
        fingerprint: sql`excluded.fingerprint`,
        importedAt: sql`now()`,
      },
    });
}

/** The ids among `ids` that are rows of `table` (a table name the importer declared). */
export async function existingIds(
  db: DbOrTx,
  table: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select id from ${sql.identifier(table)} where id in (${list})`,
  );
  // Both drivers (PGlite, node-postgres) answer { rows }.
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
}

const OBJECT_ID = new RegExp(`^[A-Za-z0-9]{${ID_LENGTH}}$`);

/**
 * The Kontor id for a new object (decision 0001): its Parse objectId when that is a
 * 10-character id no earlier import used for another object (in any project: the same source
 * imported into a second project gets fresh ids there) and, when the importer names its table,
 * no row of that table has; else a new random id.
 */
export async function idForSource(
  db: DbOrTx,
  scope: { projectId: string; className: string; table: string | undefined },
  sourceId: string,
): Promise<string> {
  if (!OBJECT_ID.test(sourceId)) return newId();
  // One statement for both checks: a Day or a Task costs a round trip less (bench/import-parse.ts).
  const usedByImport = db
    .select({ one: sql<number>`1` })
    .from(importSources)
    .where(
      and(
        eq(importSources.kontorId, sourceId),
        or(
          ne(importSources.projectId, scope.projectId),
          ne(importSources.className, scope.className),
          ne(importSources.sourceId, sourceId),
        ),
        // Side notes (saveAside) name ids their object already holds.
        sql`position('#' in ${importSources.className}) = 0`,
      ),
    );
  const usedInTable = scope.table
    ? sql`or exists (select 1 from ${sql.identifier(scope.table)} where id = ${sourceId})`
    : sql``;
  const result = await db.execute(sql`select (exists (${usedByImport}) ${usedInTable}) as used`);
  // Both drivers (PGlite, node-postgres) answer { rows }.
  if ((result as unknown as { rows: { used: boolean }[] }).rows[0]?.used) return newId();
  return sourceId;
}

/**
 * Side notes of an importer, kept in import_sources under a class name of their own
 * (`<Class>#<aspect>`, e.g. 'Ticket#task', 'Document#file'; no Parse class has a '#'): what a
 * later run or a later class needs to know about an object beyond its fingerprint. They are
 * written in the object's savepoint, so a dry run's are rolled back with it.
 */
export const asideClass = (className: string, aspect: string) => `${className}#${aspect}`;

export async function saveAside(
  db: DbOrTx,
  projectId: string,
  aside: string,
  row: SourceRow,
): Promise<void> {
  await saveSourceRows(db, projectId, aside, [row]);
}

export async function asideOf(
  db: DbOrTx,
  projectId: string,
  aside: string,
  sourceId: string,
): Promise<SourceRow | undefined> {
  const rows = await sourceRowsOf(db, projectId, aside, [sourceId]);
  return rows.get(sourceId);
}

export async function dropAside(
  db: DbOrTx,
  projectId: string,
  aside: string,
  sourceId: string,
): Promise<void> {
  await db
    .delete(importSources)
    .where(
      and(
        eq(importSources.projectId, projectId),
        eq(importSources.className, aside),
        eq(importSources.sourceId, sourceId),
      ),
    );
}
