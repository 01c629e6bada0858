import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { adminQuery, databaseUrl } from './test-database-setup.ts';

export interface TestDatabase extends Database {
  /**
   * A second handle on the same database, as a second server instance has one: the same
   * in-process PGlite, or a pool of its own on PostgreSQL. Closing it leaves the database.
   */
  another(): Database;
}

/**
 * A fresh, migrated database for one test file, copied from the one the global setup
 * migrated: an in-memory PGlite loaded from its snapshot, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL database created from the template and dropped on close (so test files
 * can run in parallel).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = inject('pgliteSnapshot');
    const database = snapshot
      ? await openPglite(undefined, new Blob([await readFile(snapshot)]))
      : await openPglite();
    if (!snapshot) await database.migrate();
    return { ...database, another: () => ({ ...database, close: async () => {} }) };
  }
  const name = `kontor_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const database = openPostgres(url, 10);
  if (!template) await database.migrate();
  return {
    ...database,
    another: () => openPostgres(url, 10),
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
