import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File with a migrated PGlite data directory (tar) that each test file loads. */
    pgliteSnapshot?: string;
    /** Migrated PostgreSQL database each test file copies with CREATE DATABASE … TEMPLATE. */
    templateDatabase?: string;
  }
}

/** Runs the admin statement on the server of TEST_DATABASE_URL. */
export async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Vitest global setup of the server project: migrates ONE database per run, which every
 * test file then copies instead of migrating its own (docs/performance.md, "Test suite").
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const id = randomBytes(6).toString('hex');
  if (adminUrl) {
    const name = `kontor_template_${id}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const template = openPostgres(databaseUrl(adminUrl, name), 1);
    await template.migrate();
    // A template must have no open connection while it is copied.
    await template.close();
    project.provide('templateDatabase', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openPglite();
  await database.migrate();
  const snapshot = path.join(os.tmpdir(), `kontor-pglite-${id}.tar`);
  const dump = await database.pglite!.dumpDataDir('none');
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  return () => rm(snapshot, { force: true });
}
