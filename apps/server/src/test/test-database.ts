import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { adminQuery, databaseUrl } from './test-database-setup.ts';

/**
 * A fresh, migrated database for one test file, copied from the one the global setup
 * migrated: an in-memory PGlite loaded from its snapshot, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL database created from the template and dropped on close (so test files
 * can run in parallel).
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = inject('pgliteSnapshot');
    if (snapshot) return openPglite(undefined, new Blob([await readFile(snapshot)]));
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const name = `kontor_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = openPostgres(databaseUrl(adminUrl, name), 10);
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
