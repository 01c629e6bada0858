import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { MIGRATIONS_DIR, SERVER_DIR } from '../lib/install-paths.ts';

/** Bumped when the archive's layout changes; restore refuses formats it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = {
  pglite: 'database/pglite-data.tar.gz',
  postgres: 'database/postgres.dump',
};
export const FILES_FOLDER = 'files/';

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

const migrationsSchema = z.object({
  count: z.number().int().min(0),
  /** Tag of the newest applied migration ('0032_notifications'), null if none or unknown. */
  last: z.string().nullable(),
  /** Its drizzle timestamp (`when` in meta/_journal.json): what the newer-than check compares. */
  lastCreatedAt: z.number().int().nullable(),
});

/** The archive's table of contents; every entry but the manifest itself is listed with its hash. */
export const manifestSchema = z.object({
  format: z.literal('kontor-backup'),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  kontorVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `select version()` of the dumped database. */
    serverVersion: z.string(),
    migrations: migrationsSchema,
  }),
  storage: z.object({ kind: z.enum(['local', 's3']), files: z.number().int().min(0) }),
  entries: z.array(
    z.object({
      path: z.string().min(1),
      size: z.number().int().min(0),
      sha256: sha256Schema,
      /** Files only: the key in the file storage and the content type it was stored with. */
      key: z.string().optional(),
      contentType: z.string().optional(),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = Manifest['entries'][number];
export type MigrationState = z.infer<typeof migrationsSchema>;

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code ships, oldest first. */
export async function codeMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

/** What the database has applied, named by this code's journal where it knows the migration. */
export async function appliedMigrations(db: Db): Promise<MigrationState> {
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return { count: 0, last: null, lastCreatedAt: null };
  const [row] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const lastCreatedAt = row?.last == null ? null : Number(row.last);
  const known = (await codeMigrations()).find((entry) => entry.when === lastCreatedAt);
  return { count: row?.count ?? 0, last: known?.tag ?? null, lastCreatedAt };
}

export async function kontorVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
