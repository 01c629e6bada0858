import { inArray } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { openDatabase } from '../../db/database.ts';
import { projects } from '../../db/schema/projects.ts';
import {
  lastAnchor,
  projectsWithHistory,
  verifyChain,
  type ChainBreakKind,
  type ChainCheck,
} from './history-chain.ts';

/** What `npm run verify:history` tells the operator (German, like every user text). */
export const verifyHistoryMessages = {
  usage: 'Aufruf: npm run verify:history [-- <Projekt-ID> …]',
  none: 'Kein Projekt hat einen Verlauf der Zeiterfassung.',
  intact: (project: string, rows: number) => `${project}: ${rows} Einträge, Kette intakt.`,
  broken: (project: string, rows: number, broken: number) =>
    `${project}: VERÄNDERT – ${broken} von ${rows} Einträgen bestehen die Prüfung nicht.`,
  breakLine: (seq: number, kind: ChainBreakKind) => `  Nr. ${seq}: ${BREAK_TEXTS[kind]}`,
  failed: (message: string) => `Prüfung fehlgeschlagen: ${message}`,
};

const BREAK_TEXTS: Record<ChainBreakKind, string> = {
  changed: 'Inhalt passt nicht zum gespeicherten Hash (Eintrag verändert)',
  link: 'verweist nicht auf den vorherigen Eintrag (vorheriger Eintrag verändert oder ersetzt)',
  missing: 'Einträge davor fehlen (gelöscht)',
  cut: 'Eintrag der letzten Prüfung fehlt oder ist anders (Einträge am Ende entfernt)',
};

/**
 * Verifies the chains of the given projects (all with a history when none is given) against
 * the head each last nightly check found intact, writing one line per project and per break.
 * Read-only: the nightly job stores results and notifies. Returns the checks.
 */
export async function verifyHistories(
  db: Db,
  projectIds: readonly string[],
  print: (line: string) => void,
): Promise<ChainCheck[]> {
  const ids = projectIds.length > 0 ? [...projectIds] : await projectsWithHistory(db);
  if (ids.length === 0) print(verifyHistoryMessages.none);
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: projects.id, name: projects.name })
            .from(projects)
            .where(inArray(projects.id, ids))
        ).map((p) => [p.id, p.name]),
  );
  const checks: ChainCheck[] = [];
  for (const id of ids) {
    const check = await verifyChain(db, id, await lastAnchor(db, id));
    const name = names.get(id);
    const label = `Projekt ${name ? `„${name}“` : '(gelöscht)'} (${id})`;
    if (!check.firstBreak) print(verifyHistoryMessages.intact(label, check.rows));
    else {
      print(verifyHistoryMessages.broken(label, check.rows, check.broken));
      for (const b of check.breaks) print(verifyHistoryMessages.breakLine(b.seq, b.kind));
    }
    checks.push(check);
  }
  return checks;
}

/**
 * `npm run verify:history [-- <project id> …]` and `node dist/main.js verify-history …`: exit
 * code 0 when every chain is intact, 1 when one is broken or the check failed, 2 for bad usage.
 */
export async function runVerifyHistoryCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  if (argv.some((arg) => arg.startsWith('-'))) {
    console.error(verifyHistoryMessages.usage);
    return 2;
  }
  try {
    const database = await openDatabase(loadConfig(env));
    try {
      const checks = await verifyHistories(database.db, argv, (line) => console.log(line));
      return checks.some((c) => c.firstBreak) ? 1 : 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    const told = error instanceof ConfigError || error instanceof DataDirLockedError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(told ? message : verifyHistoryMessages.failed(message));
    return 1;
  }
}
