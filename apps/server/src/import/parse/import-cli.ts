import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { openDatabase } from '../../db/database.ts';
import { createStorage } from '../../files/create-storage.ts';
import { classImporters } from './class-importers.ts';
import { importMessages } from './import-messages.ts';
import { reportCsv, reportText } from './import-report.ts';
import { runImport, type ImportLog } from './import-runner.ts';
import { findOrCreateTarget, ImportSetupError, planTarget } from './import-target.ts';
import { parseReader, ParseSourceError } from './parse-reader.ts';

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

const consoleOutput: CliOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Progress lines on stderr (the report goes to stdout); they carry counts and ids, never a key. */
function cliLog(output: CliOutput): ImportLog {
  const line = (message: string, data?: Record<string, unknown>) =>
    output.err(`${message}${data ? ` ${JSON.stringify(data)}` : ''}\n`);
  return { info: line, warn: line };
}

function readArguments(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      'server-url': { type: 'string' },
      'app-id': { type: 'string' },
      'master-key': { type: 'string' },
      project: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      csv: { type: 'string' },
    },
  }).values;
}

/**
 * `npm run import:parse -- --server-url … --app-id … --master-key … [--project <name>]
 * [--dry-run] [--csv <file>]` (docs/import.md). The master key may come from PARSE_MASTER_KEY
 * instead, so it stays out of the shell history. Returns the exit code: 0 done, 1 failed,
 * 2 wrong call; every failure is one German line, no stack trace.
 */
export async function runImportCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  output: CliOutput = consoleOutput,
): Promise<number> {
  let args: ReturnType<typeof readArguments>;
  try {
    args = readArguments(argv);
  } catch (error) {
    const option = /'([^']+)'/.exec(error instanceof Error ? error.message : '')?.[1];
    output.err(`${option ? importMessages.unknownOption(option) : ''}\n${importMessages.usage}\n`);
    return 2;
  }
  const masterKey = args['master-key'] ?? env.PARSE_MASTER_KEY;
  const missing = !args['server-url']
    ? '--server-url'
    : !args['app-id']
      ? '--app-id'
      : !masterKey
        ? '--master-key (oder PARSE_MASTER_KEY)'
        : undefined;
  if (missing) {
    output.err(`${importMessages.missing(missing)}\n${importMessages.usage}\n`);
    return 2;
  }
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const reader = parseReader({
      serverUrl: args['server-url']!,
      appId: args['app-id']!,
      masterKey: masterKey!,
    });
    const config = loadConfig(env);
    const plan = await planTarget(reader, args.project);
    database = await openDatabase(config);
    await database.migrate();
    const report = await runImport({
      db: database.db,
      storage: await createStorage(config),
      reader,
      importers: classImporters(plan, reader),
      target: (tx) => findOrCreateTarget(tx, plan),
      dryRun: args['dry-run'] ?? false,
      log: cliLog(output),
    });
    output.out(reportText(report));
    if (args.csv) {
      // npm runs scripts in the repository; INIT_CWD is where the command was typed.
      const file = path.resolve(env.INIT_CWD ?? process.cwd(), args.csv);
      await writeFile(file, reportCsv(report));
    }
    return 0;
  } catch (error) {
    const told =
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof ImportSetupError ||
      error instanceof ParseSourceError;
    const message = error instanceof Error ? error.message : String(error);
    output.err(`${told ? message : importMessages.failed(message)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
