import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { createStorage } from '../files/create-storage.ts';
import { backupMessages } from './backup.messages.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';

const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function megabytes(bytes: number): string {
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}

async function backup(config: Config, target: string): Promise<number> {
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && (!existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0)) {
    console.error(backupMessages.noDatabase(pgliteDir));
    return 1;
  }
  // Opening the embedded database takes its lock: refused while the server runs on it.
  const database = await openDatabase(config);
  try {
    const storage = await createStorage(config);
    const { file, manifest } = await createBackup(
      { database, databaseUrl: config.databaseUrl, storage },
      target,
      { warn: (line) => console.warn(line) },
    );
    const bytes = manifest.entries.reduce((sum, entry) => sum + entry.size, 0);
    console.log(backupMessages.written(file, manifest.storage.files, megabytes(bytes)));
    return 0;
  } finally {
    await database.close();
  }
}

async function restore(config: Config, archive: string, force: boolean): Promise<number> {
  const { manifest } = await restoreBackup(
    archive,
    {
      pgliteDir: path.join(config.dataDir, 'db'),
      databaseUrl: config.databaseUrl,
      storage: await createStorage(config),
    },
    { force, info: (line) => console.log(line) },
  );
  const createdAt = new Date(manifest.createdAt).toLocaleString('de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  console.log(backupMessages.restored(manifest.storage.files, createdAt));
  return 0;
}

/**
 * `backup [<folder or file.tar>]` and `restore <file.tar> [--force]`, from `npm run backup` /
 * `npm run restore` (tsx) and from the production bundle (`node apps/server/dist/main.js backup`).
 * Returns the exit code; every failure is one German line, no stack trace.
 */
export async function runBackupCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  const usage = command === 'restore' ? backupMessages.restoreUsage : backupMessages.backupUsage;
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  const options = rest.filter((arg) => arg.startsWith('--'));
  const allowed = command === 'restore' ? ['--force'] : [];
  const unknown = options.find((option) => !allowed.includes(option));
  if (unknown || positional.length > 1 || (command === 'restore' && positional.length === 0)) {
    if (unknown) console.error(backupMessages.unknownOption(unknown));
    console.error(usage);
    return 2;
  }
  try {
    const config = loadConfig(env);
    // npm runs scripts in the repository; INIT_CWD is where the command was typed.
    const base = env.INIT_CWD ?? process.cwd();
    const argument = positional[0] && path.resolve(base, positional[0]);
    if (command === 'restore') return await restore(config, argument!, options.includes('--force'));
    return await backup(config, argument || config.backupDir);
  } catch (error) {
    const told =
      error instanceof ConfigError ||
      error instanceof RestoreRefusedError ||
      error instanceof DataDirLockedError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(told ? message : backupMessages.failed(message));
    return 1;
  }
}
