import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/database.ts';
import { memberships } from '../../db/schema/projects.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

/**
 * Migration membership_worker_flag: 'Arbeiter' moves from `users` to every membership of the
 * user. The tables are put back as they were before it (the flag on the account only), then
 * the migration's statements run again, as the migrator runs them: in order, in one transaction.
 */
const MIGRATION = readFileSync(
  path.join(MIGRATIONS_DIR, '0026_membership_worker_flag.sql'),
  'utf8',
).split('--> statement-breakpoint');

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject();
  b = await t.createProject();
});
afterAll(() => t.close());

async function flags(user: TestUser) {
  const rows = await t.db
    .select({ projectId: memberships.projectId, isWorker: memberships.isWorker })
    .from(memberships)
    .where(eq(memberships.userId, user.id));
  return Object.fromEntries(rows.map((row) => [row.projectId, row.isWorker]));
}

describe('migration membership_worker_flag', () => {
  it("copies each account's flag into all its memberships and drops it from the account", async () => {
    const [worker, shared, office, outsider] = await Promise.all(
      [1, 2, 3, 4].map(() => t.createUser()),
    );
    await t.addMember(a, worker!, a.roleIds.worker);
    await t.addMember(a, shared!, a.roleIds.office);
    await t.addMember(b, shared!, b.roleIds.worker);
    await t.addMember(a, office!, a.roleIds.office);

    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table memberships drop column is_worker`);
      await tx.execute(sql`alter table users add column is_worker boolean not null default false`);
      await tx.execute(
        sql`update users set is_worker = true where id in (${worker!.id}, ${shared!.id}, ${outsider!.id})`,
      );
      for (const statement of MIGRATION) await tx.execute(sql.raw(statement));
    });

    expect(await flags(worker!)).toEqual({ [a.id]: true });
    expect(await flags(shared!)).toEqual({ [a.id]: true, [b.id]: true });
    expect(await flags(office!)).toEqual({ [a.id]: false });
    await expect(t.db.execute(sql`select is_worker from users`)).rejects.toThrow(/is_worker/);
  });
});
