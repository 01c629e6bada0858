import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { DbOrTx } from './database.ts';
import { independentQueries } from './sql.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Three queries that log when each starts and ends. */
function logged(db: DbOrTx, log: string[]) {
  return [0, 1, 2].map((i) => async () => {
    log.push(`start ${i}`);
    await db.execute(sql`select pg_sleep(0.02)`);
    log.push(`end ${i}`);
    return i;
  });
}

describe('independentQueries', () => {
  // On PostgreSQL the setup file (test/pg-overlap-setup.ts) also fails this test on an overlap.
  it('runs the queries of a transaction one after the other, in their order', async () => {
    const log: string[] = [];
    const results = await database.db.transaction((tx) => independentQueries(tx, logged(tx, log)));
    expect(results).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('runs them at the same time on the pool', async () => {
    const log: string[] = [];
    const results = await independentQueries(database.db, logged(database.db, log));
    expect(results).toEqual([0, 1, 2]);
    expect(log.slice(0, 3)).toEqual(['start 0', 'start 1', 'start 2']);
  });
});
