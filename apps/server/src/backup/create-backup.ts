import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { InvalidKeyError, assertValidKey, type FileStorage } from '../files/storage.ts';
import { backupMessages } from './backup.messages.ts';
import {
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  appliedMigrations,
  kontorVersion,
  sha256OfFile,
  type Manifest,
  type ManifestEntry,
} from './backup-manifest.ts';
import { runPgTool } from './pg-tools.ts';

export interface BackupSource {
  /** An open database; for PGlite its data directory is dumped through this very client. */
  database: Database;
  /** The same database's address, for pg_dump (PostgreSQL only). */
  databaseUrl?: string;
  storage: FileStorage;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/** `kontor-backup-2026-11-26T081500Z.tar`: sorts by time, safe in every file system. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/:/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `kontor-backup-${stamp}.tar`;
}

/**
 * Writes one tar archive: manifest.json first, then the database (PGlite's data directory as a
 * gzipped tar, or pg_dump's custom format) and every stored file under files/<key>. Everything is
 * staged beside the target and the archive appears under its name only when complete.
 */
export async function createBackup(
  source: BackupSource,
  target: string,
  options: { now?: Date; warn?: (line: string) => void } = {},
): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const file = target.endsWith('.tar') ? target : path.join(target, backupFileName(now));
  await mkdir(path.dirname(file), { recursive: true });
  const staging = `${file}.staging`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, 'database'), { recursive: true });
  try {
    const entries: ManifestEntry[] = [];
    const { database } = source;
    const databaseEntry = DATABASE_ENTRY[database.kind];
    const databaseFile = path.join(staging, databaseEntry);
    // The database first: files uploaded meanwhile are at worst unreferenced extras.
    if (database.kind === 'pglite') {
      const dump = await database.pglite!.dumpDataDir('gzip');
      await writeFile(databaseFile, Buffer.from(await dump.arrayBuffer()));
    } else {
      if (!source.databaseUrl) throw new Error('databaseUrl fehlt für pg_dump');
      await runPgTool('pg_dump', ['--format=custom', `--file=${databaseFile}`], source.databaseUrl);
    }
    entries.push({
      path: databaseEntry,
      size: (await stat(databaseFile)).size,
      sha256: await sha256OfFile(databaseFile),
    });
    const [version] = await queryRows<{ version: string }>(
      database.db,
      sql`select version() as version`,
    );
    const migrations = await appliedMigrations(database.db);

    for (const key of await source.storage.list('')) {
      try {
        assertValidKey(key);
      } catch (error) {
        if (!(error instanceof InvalidKeyError)) throw error;
        options.warn?.(backupMessages.skippedKey(key));
        continue;
      }
      const object = await source.storage.get(key);
      if (!object) {
        options.warn?.(backupMessages.vanished(key));
        continue;
      }
      const entryPath = `${FILES_FOLDER}${key}`;
      const staged = path.join(staging, entryPath);
      await mkdir(path.dirname(staged), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      await pipeline(object.body, measure, createWriteStream(staged));
      entries.push({
        path: entryPath,
        size,
        sha256: hash.digest('hex'),
        key,
        contentType: object.contentType,
      });
    }

    const manifest: Manifest = {
      format: 'kontor-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      kontorVersion: await kontorVersion(),
      database: { kind: database.kind, serverVersion: version?.version ?? '', migrations },
      storage: { kind: source.storage.kind, files: entries.length - 1 },
      entries,
    };
    await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.part`;
    await createTar({ file: partial, cwd: staging, portable: true }, [
      MANIFEST_ENTRY,
      ...entries.map((entry) => entry.path),
    ]);
    // The archive holds everything, password and session hashes included: owner only.
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${file}.part`, { force: true });
  }
}
