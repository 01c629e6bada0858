import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { counterNames, type CounterDeclaration } from './module-declarations.ts';

const EVENTS = [
  { event: 'insert', tables: 'NEW TABLE AS new_rows' },
  { event: 'update', tables: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { event: 'delete', tables: 'OLD TABLE AS old_rows' },
] as const;

/** A string literal for DDL, where parameters are not allowed (values come from code). */
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/** The text form of a row's state, as the trigger function computes it. */
function stateOf(counter: CounterDeclaration): SQL {
  return counter.state ? sql`${sql.identifier(counter.state.column)}::text` : sql`''`;
}

/**
 * Installs the counter triggers of every declaration (docs/decisions/0006), idempotently: a
 * trigger whose comment holds the declaration's signature is left alone. A new or changed one
 * is (re)created and its counters recomputed in the same transaction, which holds the table's
 * write lock, so no change is counted twice or missed.
 */
export async function installCounters(db: Db, counters: readonly CounterDeclaration[]) {
  for (const counter of counters) await installCounter(db, counter);
}

async function installCounter(db: Db, counter: CounterDeclaration) {
  const names = counterNames(counter);
  const signature = JSON.stringify({ state: counter.state?.column ?? '', names });
  const table = sql.identifier(counter.table);
  const trigger = (event: string) => sql.identifier(`count_${counter.name}_${event}`);
  await db.transaction(async (tx) => {
    // Serializes instances starting at the same time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`counters:${counter.name}`}))`);
    const [current] = await queryRows<{ signature: string | null }>(
      tx,
      sql`select obj_description(t.oid, 'pg_trigger') as signature from pg_trigger t
          where t.tgrelid = ${counter.table}::regclass and t.tgname = ${`count_${counter.name}_insert`}`,
    );
    if (current?.signature === signature) return;
    for (const { event, tables } of EVENTS) {
      await tx.execute(sql`drop trigger if exists ${trigger(event)} on ${table}`);
      await tx.execute(
        sql`create trigger ${trigger(event)} after ${sql.raw(event)} on ${table}
            referencing ${sql.raw(tables)} for each statement
            execute function count_project_rows(${literal(counter.state?.column ?? '')}, ${literal(JSON.stringify(names))})`,
      );
    }
    await tx.execute(
      sql`comment on trigger ${trigger('insert')} on ${table} is ${literal(signature)}`,
    );
    await backfill(tx, counter, names);
  });
}

async function backfill(tx: DbOrTx, counter: CounterDeclaration, names: Record<string, string>) {
  const map = JSON.stringify(names);
  await tx.execute(
    sql`delete from project_counters where name in (${sql.join(
      Object.values(names).map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  await tx.execute(
    sql`insert into project_counters (project_id, name, value)
        select project_id, ${map}::jsonb ->> state, count(*)
        from (select project_id, ${stateOf(counter)} as state from ${sql.identifier(counter.table)}) t
        where ${map}::jsonb ? state
        group by project_id, state`,
  );
}

/** The counter's value for one project, as a scalar sub-select (0 before the first row). */
export function counterValue(projectId: string, name: string): SQL {
  return sql`coalesce((select value from project_counters
    where project_id = ${projectId} and name = ${name}), 0)`;
}
