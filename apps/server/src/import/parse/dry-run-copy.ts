import { PGlite } from '@electric-sql/pglite';
import { openPglite, type Db } from '../../db/database.ts';

/**
 * Where a Probelauf started from the screen runs (docs/import.md). A dry run is one transaction
 * that is rolled back; PGlite runs one transaction at a time, so on the embedded database every
 * other request of Kontor would wait for the whole run. There it runs on an in-memory copy
 * instead: Kontor waits only while the copy is made (PGlite's dump of its data directory, taken
 * between two statements, so a crash-consistent image of what is committed), and the run's
 * progress, cancel and report go to the real database as on PostgreSQL. The copy costs about
 * the database's size in memory while the run lasts. On PostgreSQL the run works on `db` itself.
 */
export async function dryRunDatabase(db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite)) return { db, close: async () => {} };
  const copy = await openPglite(undefined, await client.dumpDataDir('none'));
  return { db: copy.db, close: () => copy.close() };
}
