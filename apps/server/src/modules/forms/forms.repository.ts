import { and, eq, sql } from 'drizzle-orm';
import type { FormListParams } from '@kontor/core/schemas/forms';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { forms } from '../../db/schema/forms.ts';
import { projects } from '../../db/schema/projects.ts';
import { containsPattern } from '../../db/search.ts';
import { queryRows } from '../../db/sql.ts';
import { counterValue } from '../../lib/counters.ts';

export type FormRow = typeof forms.$inferSelect;

const ofProject = (projectId: string, id: string) =>
  and(eq(forms.id, id), eq(forms.projectId, projectId));

/** One page sorted by name; the unfiltered total is the declared counter (decision 0006). */
export async function listPage(db: DbOrTx, projectId: string, q: FormListParams) {
  const where = and(
    eq(forms.projectId, projectId),
    q.search ? sql`lower(${forms.name}) like ${containsPattern(q.search)}` : undefined,
  );
  const total = q.search
    ? sql`(select count(*) from ${forms} where ${where})`
    : counterValue(projectId, 'forms.total');
  const [items, [count]] = await Promise.all([
    db
      .select({ id: forms.id, name: forms.name, description: forms.description })
      .from(forms)
      .where(where)
      .orderBy(sql`lower(${forms.name})`, forms.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    queryRows<{ total: string }>(db, sql`select ${total} as total`),
  ]);
  return { items, total: Number(count!.total), page: q.page, pageSize: q.pageSize };
}

export async function find(db: DbOrTx, projectId: string, id: string, lock = false) {
  const query = db.select().from(forms).where(ofProject(projectId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insert(db: DbOrTx, values: typeof forms.$inferInsert) {
  await db.insert(forms).values(values);
}

/** Writes the changes and raises the version (the caller has checked it under a row lock). */
export async function update(
  tx: Tx,
  projectId: string,
  id: string,
  changes: Partial<
    Pick<FormRow, 'name' | 'description' | 'fields' | 'settings' | 'consentVersion'>
  >,
) {
  await tx
    .update(forms)
    .set({ ...changes, version: sql`${forms.version} + 1`, updatedAt: new Date() })
    .where(ofProject(projectId, id));
}

export async function remove(db: DbOrTx, projectId: string, id: string): Promise<boolean> {
  const rows = await db.delete(forms).where(ofProject(projectId, id)).returning({ id: forms.id });
  return rows.length > 0;
}

/** The project's website domain (projects.settings.site.domain), '' when not set. */
export async function siteDomain(db: DbOrTx, projectId: string): Promise<string> {
  const [row] = await db
    .select({ domain: sql<string | null>`${projects.settings} -> 'site' ->> 'domain'` })
    .from(projects)
    .where(eq(projects.id, projectId));
  return (row?.domain ?? '').trim().toLowerCase();
}
