import { createReadStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openPglite } from '../db/database.ts';
import { deletePrefix, type FileStorage } from '../files/storage.ts';
import { backupMessages } from './backup.messages.ts';
import {
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  codeMigrations,
  manifestSchema,
  sha256OfFile,
  type Manifest,
} from './backup-manifest.ts';
import { runPgTool } from './pg-tools.ts';

/** Where a backup goes: the embedded database's folder or a PostgreSQL database, and the files. */
export interface RestoreTarget {
  /** PGlite data directory (`DATA_DIR/db`), used when there is no databaseUrl. */
  pgliteDir: string;
  databaseUrl?: string;
  storage: FileStorage;
}

/** A refusal with a message for the operator; nothing of the installation was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** Lists every regular file below `dir`, '/'-separated and relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** Unpacks the archive into `staging` and checks it completely against its manifest. */
async function unpackVerified(archive: string, staging: string): Promise<Manifest> {
  if (
    !(await stat(archive).then(
      (s) => s.isFile(),
      () => false,
    ))
  ) {
    throw new RestoreRefusedError(backupMessages.noArchive(archive));
  }
  // Not strict: tar then reports a damaged header or a truncated archive as a warning and still
  // finishes its writes, so the staging folder can be removed cleanly afterwards. Any warning
  // refuses the archive. Only plain files are taken; tar itself refuses absolute paths and '..'.
  const problems: string[] = [];
  try {
    await extract({
      file: archive,
      cwd: staging,
      onwarn: (code, message) => problems.push(`${message} (${code})`),
      filter: (_path, entry) => 'type' in entry && entry.type === 'File',
    });
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0) throw new RestoreRefusedError(backupMessages.notAnArchive(problems[0]!));
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(await readFile(path.join(staging, MANIFEST_ENTRY), 'utf8')),
    );
  } catch {
    throw new RestoreRefusedError(backupMessages.badManifest);
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefusedError(backupMessages.unknownFormat(manifest.formatVersion));
  }
  const databaseEntry = DATABASE_ENTRY[manifest.database.kind];
  const wellFormed = manifest.entries.every((entry) =>
    entry.key === undefined
      ? entry.path === databaseEntry
      : entry.path === `${FILES_FOLDER}${entry.key}`,
  );
  if (!wellFormed || !manifest.entries.some((entry) => entry.path === databaseEntry)) {
    throw new RestoreRefusedError(backupMessages.badManifest);
  }
  const listed = new Set(manifest.entries.map((entry) => entry.path));
  for (const file of await filesBelow(staging)) {
    if (file !== MANIFEST_ENTRY && !listed.has(file)) {
      throw new RestoreRefusedError(backupMessages.unexpected(file));
    }
  }
  for (const entry of manifest.entries) {
    const file = path.join(staging, entry.path);
    const size = await stat(file).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined) throw new RestoreRefusedError(backupMessages.missing(entry.path));
    if (size !== entry.size || (await sha256OfFile(file)) !== entry.sha256) {
      throw new RestoreRefusedError(backupMessages.corrupt(entry.path));
    }
  }
  return manifest;
}

async function refuseNewerMigrations(manifest: Manifest) {
  const backup = manifest.database.migrations;
  const code = await codeMigrations();
  const newest = code.at(-1);
  if (backup.lastCreatedAt !== null && backup.lastCreatedAt > (newest?.when ?? 0)) {
    throw new RestoreRefusedError(
      backupMessages.newerMigrations(
        backup.last ?? String(backup.lastCreatedAt),
        newest?.tag ?? '–',
      ),
    );
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const SYSTEM_SCHEMAS = `nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

/** What the target already holds, one German phrase per part; empty when nothing. */
async function existingData(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl) {
    const { tables, users } = await withClient(target.databaseUrl, async (client) => {
      const t = await client.query<{ count: number }>(
        `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS}`,
      );
      const hasUsers = await client.query<{ ok: boolean }>(
        `select to_regclass('public.users') is not null as ok`,
      );
      const u = hasUsers.rows[0]?.ok
        ? await client.query<{ count: number }>('select count(*)::int as count from users')
        : { rows: [{ count: 0 }] };
      return { tables: t.rows[0]?.count ?? 0, users: u.rows[0]?.count ?? 0 };
    });
    if (tables > 0) found.push(backupMessages.postgresData(tables, users));
  } else {
    const entries = await readdir(target.pgliteDir).catch(() => []);
    if (entries.length > 0) found.push(backupMessages.pgliteData(target.pgliteDir));
  }
  const files = (await target.storage.list('')).length;
  if (files > 0) {
    const where = target.storage.kind === 's3' ? 'S3-Bucket' : 'lokaler Dateispeicher';
    found.push(backupMessages.storedFiles(files, where));
  }
  return found;
}

/** Empties the target (after --force): database objects and every stored file. */
async function clearTarget(target: RestoreTarget) {
  if (target.databaseUrl) {
    await withClient(target.databaseUrl, async (client) => {
      const schemas = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where ${SYSTEM_SCHEMAS}`,
      );
      for (const { name } of schemas.rows) {
        await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
      }
      await client.query('create schema public');
    });
  } else {
    await rm(target.pgliteDir, { recursive: true, force: true });
  }
  await deletePrefix(target.storage, '');
}

async function restoreDatabase(manifest: Manifest, staging: string, target: RestoreTarget) {
  const dump = path.join(staging, DATABASE_ENTRY[manifest.database.kind]);
  if (target.databaseUrl) {
    // One transaction: a failing restore leaves the database as empty as it was.
    await runPgTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump],
      target.databaseUrl,
    );
    return;
  }
  // PGlite unpacks the dumped data directory into the empty folder, then it is closed cleanly.
  const database = await openPglite(target.pgliteDir, await openAsBlob(dump));
  await database.close();
}

export interface RestoreResult {
  manifest: Manifest;
  /** What --force deleted, as told to the operator; empty for an empty target. */
  replaced: string[];
}

/**
 * Brings a backup back: unpacks it into a temporary folder and verifies every entry against the
 * manifest, refuses a backup newer than this code or of the other database kind, refuses a
 * non-empty target unless `force` — all before the target is touched — then restores the database
 * and the files.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  options: { force?: boolean; info?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'kontor-restore-'));
  let unlock: (() => Promise<void>) | undefined;
  try {
    const manifest = await unpackVerified(archive, staging);
    await refuseNewerMigrations(manifest);
    const kind = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new RestoreRefusedError(
        kind === 'postgres' ? backupMessages.pgliteIntoPostgres : backupMessages.postgresIntoPglite,
      );
    }
    if (!target.databaseUrl) {
      // No server may use the embedded database while it is checked and replaced.
      await mkdir(path.dirname(target.pgliteDir), { recursive: true });
      unlock = await lockDataDir(target.pgliteDir);
    }
    const replaced = await existingData(target);
    if (replaced.length > 0) {
      if (!options.force) throw new RestoreRefusedError(backupMessages.notEmpty(replaced));
      options.info?.(backupMessages.replacing(replaced));
      await clearTarget(target);
    }
    // openPglite takes the lock itself.
    await unlock?.();
    unlock = undefined;
    await restoreDatabase(manifest, staging, target);
    for (const entry of manifest.entries) {
      if (entry.key === undefined) continue;
      await target.storage.put(entry.key, createReadStream(path.join(staging, entry.path)), {
        contentType: entry.contentType ?? 'application/octet-stream',
      });
    }
    return { manifest, replaced };
  } finally {
    await unlock?.();
    await rm(staging, { recursive: true, force: true });
  }
}
