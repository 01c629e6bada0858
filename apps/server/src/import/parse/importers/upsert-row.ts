/**
 * The create-or-update step every importer of a versioned table shares: an earlier run's row
 * (`existingId`) is updated in place, keeping its Kontor id; without one, or when that row was
 * deleted in Kontor since, the row is inserted under the id the runner hands out.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/database.ts';

interface VersionedTable {
  id: PgColumn;
  projectId: PgColumn;
  version: PgColumn;
}

export async function upsertRow<T extends PgTable & VersionedTable>(
  tx: Tx,
  table: T,
  target: { projectId: string; existingId: string | undefined; newId: string | undefined },
  values: Record<string, unknown>,
  insertOnly: Record<string, unknown>,
): Promise<{ kind: 'created' | 'updated'; id: string }> {
  if (target.existingId) {
    const updated = await tx
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
      .where(and(eq(table.id, target.existingId), eq(table.projectId, target.projectId)))
      .returning({ id: table.id });
    if (updated.length > 0) return { kind: 'updated', id: target.existingId };
  }
  const id = target.existingId ?? target.newId;
  if (!id) throw new Error('upsertRow needs an id for a new row');
  await tx
    .insert(table)
    .values({ id, projectId: target.projectId, ...values, ...insertOnly } as never);
  return { kind: 'created', id };
}
