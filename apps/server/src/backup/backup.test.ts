import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CONTENT_TYPES } from '@kontor/core/content/content-types';
import { openPglite, openPostgres, type Database, type Db } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { LocalStorage } from '../files/local-storage.ts';
import { S3Storage } from '../files/s3-storage.ts';
import { readAll, type FileStorage } from '../files/storage.ts';
import { MINIMAL_PDF } from '../files/test-fixtures.ts';
import { startTestS3Server } from '../files/test-s3-server.ts';
import { sampleBodies } from '../modules/content/content-test-helpers.ts';
import { caller, marchWeek, withRecords } from '../modules/time-tracking/time-fixtures.ts';
import { jsonCall } from '../test/json-call.ts';
import { multipartPayload } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { adminQuery, databaseUrl } from '../test/test-database-setup.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { uploadTestImages } from '../test/test-images.ts';
import { backupMessages } from './backup.messages.ts';
import { runBackupCommand } from './backup-cli.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefusedError, restoreBackup, type RestoreTarget } from './restore-backup.ts';

// The round trip of docs/operations.md, on PGlite or (TEST_DATABASE_URL) on PostgreSQL, where
// source and target are fresh databases of their own and pg_dump/pg_restore do the work.
const adminUrl = process.env.TEST_DATABASE_URL;
// Each PGlite restore loads and reopens a whole data directory: seconds, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
const work = mkdtempSync(path.join(os.tmpdir(), 'kontor-backup-test-'));
const dropLater: string[] = [];

let source: Database;
let sourceUrl: string | undefined;
let sourceStorage: FileStorage;
let archive: string;

/** A database for a source (copy of the migrated template) or a restore target (empty). */
async function freshDatabase(migrated: boolean): Promise<{ database: Database; url?: string }> {
  if (!adminUrl) return { database: migrated ? await openTestDatabase() : await openPglite() };
  const name = `kontor_backup_${randomBytes(6).toString('hex')}`;
  const template = migrated ? inject('templateDatabase') : undefined;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  dropLater.push(name);
  const url = databaseUrl(adminUrl, name);
  // Room for the app's two listening connections (jobs, notifications) and its queries.
  const database = openPostgres(url, 10);
  if (migrated && !template) await database.migrate();
  return { database, url };
}

/** A target installation: an empty data folder, or an empty PostgreSQL database. */
async function emptyTarget(storage?: FileStorage): Promise<RestoreTarget & { dir: string }> {
  const dir = path.join(work, `target-${randomBytes(4).toString('hex')}`);
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const fresh = await freshDatabase(false);
    await fresh.database.close();
    databaseUrl = fresh.url;
  }
  return {
    dir,
    pgliteDir: path.join(dir, 'db'),
    databaseUrl,
    storage: storage ?? new LocalStorage(path.join(dir, 'files')),
  };
}

function openTarget(target: RestoreTarget): Promise<Database> {
  return target.databaseUrl
    ? Promise.resolve(openPostgres(target.databaseUrl, 2))
    : openPglite(target.pgliteDir);
}

/** Every row of every table, as sorted JSON text per table. */
async function allRows(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const result = await queryRows<{ row: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as row from ${name} t`),
    );
    rows[name] = result.map((r) => r.row).sort();
  }
  return rows;
}

async function rowsOf(target: RestoreTarget) {
  const database = await openTarget(target);
  try {
    return await allRows(database.db);
  } finally {
    await database.close();
  }
}

/** key → SHA-256 of every stored file. */
async function allFiles(storage: FileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const key of await storage.list('')) {
    const object = await storage.get(key);
    files[key] = createHash('sha256')
      .update(await readAll(object!.body))
      .digest('hex');
  }
  return files;
}

let sourceRows: Record<string, string[]>;
let sourceFiles: Record<string, string>;

/** Data of every kind, made through the API as users make it. */
async function makeData(t: TestApp) {
  const project = await t.createProject({
    modules: [
      '/properties',
      '/tasks',
      '/images',
      '/time-tracking',
      '/time-settings',
      ...CONTENT_TYPES.map((type) => type.module),
    ],
  });
  const admin = await t.member(project, 'admin');
  const worker = await t.member(project, 'worker');
  const call = (method: 'POST' | 'GET', url: string, payload?: unknown) =>
    jsonCall(t, admin.cookie, method, `/api/projects/${project.id}${url}`, payload);

  const property = await call('POST', '/properties', { name: 'Lindenstraße 4' });
  expect(property.status).toBe(201);
  const { payload, headers } = await multipartPayload([
    { field: 'name', value: 'Mietvertrag' },
    { field: 'file', bytes: MINIMAL_PDF, fileName: 'mietvertrag.pdf' },
  ]);
  const document = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/properties/${property.body.id}/documents`,
    headers: { ...headers, cookie: admin.cookie },
    payload,
  });
  expect(document.statusCode, document.body).toBe(201);

  const images = await uploadTestImages(t, project.id, admin.cookie, 3);
  const task = await call('POST', '/tasks', {
    title: 'Dach prüfen',
    propertyId: property.body.id,
    images: images.slice(0, 2),
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  // A thumbnail is a stored file too.
  const thumb = await t.app.inject({
    url: `/api/projects/${project.id}/images/${images[0]}/thumbnail?w=64&h=64`,
    headers: { cookie: admin.cookie },
  });
  expect(thumb.statusCode).toBe(200);

  const time = caller(t, project);
  await withRecords(time, admin, [worker]);
  const entry = await time(worker, 'POST', '/time-tracking/entries', {
    date: marchWeek()[0],
    type: 'work',
    start: '08:00',
    end: '16:30',
    breaks: [{ start: '12:00', end: '12:30' }],
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);

  for (const [type, body] of Object.entries(sampleBodies(images[2]!))) {
    const created = await call('POST', `/${type}`, body);
    expect(created.status, `${type}: ${JSON.stringify(created.body)}`).toBe(201);
  }
  await t.drainJobs();
}

beforeAll(async () => {
  const fresh = await freshDatabase(true);
  source = fresh.database;
  sourceUrl = fresh.url;
  const t = await createTestApp({ database: source });
  sourceStorage = t.app.storage;
  try {
    await makeData(t);
  } finally {
    // Stopped, so no job changes a row between the backup and the comparison.
    await t.close();
  }
  ({ file: archive } = await createBackup(
    { database: source, databaseUrl: sourceUrl, storage: sourceStorage },
    path.join(work, 'backups'),
    { now: new Date('2026-11-26T03:00:00Z') },
  ));
  sourceRows = await allRows(source.db);
  sourceFiles = await allFiles(sourceStorage);
}, 120_000);

afterAll(async () => {
  await source.close();
  if (adminUrl) {
    for (const name of dropLater) {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
  }
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes one archive whose manifest lists the database and every file with its checksum', async () => {
    expect(path.basename(archive)).toBe('kontor-backup-2026-11-26T030000Z.tar');
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await extract({ file: archive, cwd: unpacked, strict: true });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'kontor-backup',
      formatVersion: 1,
      createdAt: '2026-11-26T03:00:00.000Z',
      database: { kind: adminUrl ? 'postgres' : 'pglite' },
      storage: { kind: 'local', files: Object.keys(sourceFiles).length },
    });
    expect(manifest.database.migrations.count).toBeGreaterThan(30);
    expect(manifest.database.migrations.last).toMatch(/^\d{4}_/);
    const files = manifest.entries.filter((e: { key?: string }) => e.key);
    expect(files.map((e: { key: string }) => e.key).sort()).toEqual(
      Object.keys(sourceFiles).sort(),
    );
    for (const entry of manifest.entries) {
      const bytes = await readFile(path.join(unpacked, entry.path));
      expect(bytes.length).toBe(entry.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256);
    }
  });
});

describe('npm run restore', () => {
  let target: Awaited<ReturnType<typeof emptyTarget>>;

  it('brings every row of every table and every file back into an empty installation', async () => {
    // The data is really there: each kind the test made.
    for (const table of [
      'public.properties',
      'public.documents',
      'public.tasks',
      'public.images',
      'public.time_entries',
      'public.content_items',
      'drizzle.__drizzle_migrations',
    ]) {
      expect(sourceRows[table]?.length, table).toBeGreaterThan(0);
    }
    expect(sourceRows['public.tasks']!.join()).toMatch(/"images":\["[^"]+","[^"]+"\]/);
    expect(Object.keys(sourceFiles).length).toBeGreaterThanOrEqual(4);

    target = await emptyTarget();
    const result = await restoreBackup(archive, target);
    expect(result.replaced).toEqual([]);
    expect(await rowsOf(target)).toEqual(sourceRows);
    expect(await allFiles(target.storage)).toEqual(sourceFiles);
  });

  it('refuses a non-empty installation, and with --force replaces what is there', async () => {
    await target.storage.put('fremd/notiz.txt', Buffer.from('alt'), { contentType: 'text/plain' });
    const refused = restoreBackup(archive, target);
    await expect(refused).rejects.toThrow(RestoreRefusedError);
    await expect(refused).rejects.toThrow(/^Die Installation ist nicht leer: .*Mit --force/);
    const files = Object.keys(sourceFiles).length + 1;
    await expect(refused).rejects.toThrow(`${files} gespeicherte Dateien (lokaler Dateispeicher)`);
    expect(await target.storage.list('fremd/')).toEqual(['fremd/notiz.txt']);

    const info = vi.fn();
    const forced = await restoreBackup(archive, target, { force: true, info });
    expect(forced.replaced).toHaveLength(2);
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(/^Wird gelöscht und durch die Sicherung ersetzt: /),
    );
    expect(await rowsOf(target)).toEqual(sourceRows);
    expect(await allFiles(target.storage)).toEqual(sourceFiles);
  });

  it('refuses a corrupted archive (one byte changed) before anything is written', async () => {
    const bytes = await readFile(archive);
    const at = bytes.indexOf(MINIMAL_PDF);
    expect(at).toBeGreaterThan(0);
    bytes[at + 20] = bytes[at + 20]! ^ 0x01;
    const corrupted = path.join(work, 'beschaedigt.tar');
    await writeFile(corrupted, bytes);
    const fresh = await emptyTarget();
    await expect(restoreBackup(corrupted, fresh)).rejects.toThrow(
      /^Die Sicherung ist beschädigt: files\/.+ stimmt nicht mit der Prüfsumme im Manifest überein/,
    );
    await expect(restoreBackup(corrupted, fresh, { force: true })).rejects.toThrow(
      RestoreRefusedError,
    );
    // A damaged header is refused as well (tar's own header checksum, read strictly).
    const header = await readFile(archive);
    header[3] = header[3]! ^ 0x01;
    await writeFile(corrupted, header);
    await expect(restoreBackup(corrupted, fresh)).rejects.toThrow(
      /^Die Datei ist keine lesbare Kontor-Sicherung/,
    );
    await expect(restoreBackup(path.join(work, 'gibt-es-nicht.tar'), fresh)).rejects.toThrow(
      /^Die Sicherung .*gibt-es-nicht\.tar gibt es nicht\./,
    );
    await expectUntouched(fresh);
  });

  it('refuses a backup of a newer Kontor version (a migration this code does not know)', async () => {
    const unpacked = path.join(work, 'newer');
    await mkdir(unpacked);
    await extract({ file: archive, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.database.migrations = { count: 99, last: null, lastCreatedAt: 4_102_444_800_000 };
    await writeFile(manifestFile, JSON.stringify(manifest));
    const newer = path.join(work, 'neuer.tar');
    await createTar({ file: newer, cwd: unpacked }, [
      'manifest.json',
      ...manifest.entries.map((e: { path: string }) => e.path),
    ]);
    const fresh = await emptyTarget();
    await expect(restoreBackup(newer, fresh)).rejects.toThrow(
      /^Die Sicherung stammt von einer neueren Kontor-Version/,
    );
    await expectUntouched(fresh);
  });

  it('restores files into S3 storage through the same storage interface', async () => {
    const s3 = await startTestS3Server('kontor-restore');
    const storage = new S3Storage(s3.options);
    try {
      const fresh = await emptyTarget(storage);
      await restoreBackup(archive, fresh);
      expect(await allFiles(storage)).toEqual(sourceFiles);
      expect(await rowsOf(fresh)).toEqual(sourceRows);
    } finally {
      storage.destroy();
      await s3.stop();
    }
  });
});

async function expectUntouched(target: RestoreTarget) {
  expect(await target.storage.list('')).toEqual([]);
  if (target.databaseUrl) {
    const database = openPostgres(target.databaseUrl, 1);
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
    );
    await database.close();
    expect(row?.count).toBe(0);
  } else {
    await expect(readFile(target.pgliteDir)).rejects.toMatchObject({ code: 'ENOENT' });
  }
}

describe('the command line', () => {
  it('backs up and refuses to restore over the data it came from, in German', async () => {
    const target = await emptyTarget();
    await restoreBackup(archive, target);
    const env = {
      DATA_DIR: target.dir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      INIT_CWD: work,
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runBackupCommand(['backup', 'cli'], env)).toBe(0);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^Sicherung geschrieben: .*\/cli\/kontor-backup-/),
      );
      expect(await runBackupCommand(['restore', archive], env)).toBe(1);
      expect(error).toHaveBeenLastCalledWith(
        expect.stringMatching(/^Die Installation ist nicht leer/),
      );
      expect(await runBackupCommand(['restore'], env)).toBe(2);
      expect(error).toHaveBeenLastCalledWith(backupMessages.restoreUsage);
      expect(await runBackupCommand(['backup', '--alles'], env)).toBe(2);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});
