import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, DbOrTx } from './database.ts';

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Results<T extends readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Independent queries: in parallel on the pool (each takes a connection of its own), one after
 * the other in a transaction, whose one client must not run two queries at once (pg 8 warns
 * 'client.query() when the client is already executing a query', pg 9 refuses).
 */
export async function independentQueries<const T extends readonly (() => unknown)[]>(
  db: DbOrTx,
  queries: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}

const dialect = new PgDialect();
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}

type QueryClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Hot-path variant of queryRows: on PostgreSQL a named prepared statement, so the planner
 * does not re-plan the per-request session and list queries every time. Not for transactions.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | QueryClient }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statementName(text), text, values: params });
    return result.rows as T[];
  }
  return (await client.query(text, params)).rows as T[];
}
