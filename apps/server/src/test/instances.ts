import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Several server instances on ONE database, as behind a load balancer: PGlite shared in
 * process, or PostgreSQL with a pool per instance when TEST_DATABASE_URL is set. Each instance
 * has its own memory (answer caches, job worker, notification hub); only the database joins them.
 */
export interface Instances {
  database: TestDatabase;
  /**
   * A new instance on a handle of its own; listening on 127.0.0.1 when `listen` (for real
   * HTTP, e.g. event streams). Its `close()` also closes its handle.
   */
  start(options?: Omit<TestAppOptions, 'database'>, listen?: boolean): Promise<TestApp>;
  /** `http://127.0.0.1:<port>` of a listening instance. */
  baseOf(t: TestApp): string;
  /** Closes the instances still open, then the database. */
  close(): Promise<void>;
}

export async function openInstances(): Promise<Instances> {
  const database = await openTestDatabase();
  const open = new Set<TestApp>();
  const bases = new Map<TestApp, string>();
  return {
    database,
    async start(options = {}, listen = false) {
      const handle = database.another();
      const t = await createTestApp({ ...options, database: handle });
      const close = t.close;
      t.close = async () => {
        open.delete(t);
        await close();
        await handle.close();
      };
      open.add(t);
      if (listen) {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        bases.set(t, `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
      }
      return t;
    },
    baseOf(t) {
      const base = bases.get(t);
      if (!base) throw new Error('this instance does not listen');
      return base;
    },
    async close() {
      for (const t of [...open]) await t.close();
      await database.close();
    },
  };
}
