import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { projects } from '../../db/schema/projects.ts';

/** The project's name for a printout's header ('' if it vanished meanwhile). */
export async function projectNameOf(db: DbOrTx, projectId: string): Promise<string> {
  const [row] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.name ?? '';
}
