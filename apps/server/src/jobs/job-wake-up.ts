import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import { JOBS_CHANNEL } from './job-enqueue.ts';

/**
 * Calls `onWake` on every NOTIFY of an enqueue, on PGlite (in-process) and on PostgreSQL
 * (one dedicated pool connection). Returns the function that stops listening. Polling in
 * the worker covers a lost connection, so errors here are only logged.
 */
export async function listenForJobs(
  db: Db,
  onWake: () => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return client.listen(JOBS_CHANNEL, onWake);
  }
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken = false;
    connection.on('notification', onWake);
    connection.on('error', (error) => {
      broken = true;
      onError(error);
    });
    await connection.query(`listen ${JOBS_CHANNEL}`);
    return async () => {
      if (!broken) await connection.query(`unlisten ${JOBS_CHANNEL}`).catch(onError);
      connection.release(broken);
    };
  }
  return async () => {};
}
