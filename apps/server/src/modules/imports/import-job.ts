import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { importMessages } from '@kontor/core/schemas/imports';
import type { Db } from '../../db/database.ts';
import type { ImportClassProgress } from '../../db/schema/imports.ts';
import type { RecordFiles } from '../../files/record-files.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { openSecret } from '../../lib/sealed-secrets.ts';
import { classImporters } from '../../import/parse/class-importers.ts';
import type { ClassImporter } from '../../import/parse/contract.ts';
import type { ImportReport } from '../../import/parse/import-report.ts';
import { ImportPaused, runImport, type ImportLog } from '../../import/parse/import-runner.ts';
import {
  finishRun,
  freshProgress,
  noteRunError,
  saveFindings,
  saveRunProgress,
  setRunTarget,
} from '../../import/parse/import-runs.ts';
import { dryRunDatabase } from '../../import/parse/dry-run-copy.ts';
import { findOrCreateTarget, planTarget } from '../../import/parse/import-target.ts';
import { parseReader, type ParseReader } from '../../import/parse/parse-reader.ts';
import * as repo from './imports.repository.ts';

export const IMPORT_JOB = 'import-parse';
/** A source that fails three times in a row (with the queue's backoff) fails the run. */
export const IMPORT_ATTEMPTS = 3;

export const importJobPayloadSchema = z.object({ runId: z.string() });

export interface ImportJobOptions {
  /** Objects per page read from the source (tests make it small). */
  pageSize?: number;
  /** How often the job looks whether 'Abbrechen' was asked for on another instance. */
  cancelPollMs?: number;
  /** Told when the watch saw a cancel (tests wait for it). */
  onCancelSeen?: (runId: string) => void;
}

/** Why a run stops: the office cancelled it (the run is marked cancelled, not resumed). */
class ImportCancelled extends Error {
  override name = 'ImportCancelled';
}

/** The runs this process is running: 'Abbrechen' on this instance stops them at once. */
const runningHere = new Map<string, AbortController>();

/** Stops the run at its next object if this process runs it (others see it by their watch). */
export function cancelHere(runId: string) {
  runningHere.get(runId)?.abort(new ImportCancelled());
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The runner's lines in the server log, with the run's id; they carry no key (import-runner.ts). */
function jobLog(log: FastifyBaseLogger, runId: string): ImportLog {
  return {
    info: (message, data) => log.info({ importRun: runId, ...data }, message),
    warn: (message, data) => log.warn({ importRun: runId, ...data }, message),
  };
}

/**
 * Looks every `ms` whether the run was cancelled on another instance and aborts then. One
 * look at a time; stopped when the attempt ends.
 */
function watchCancel(
  db: Db,
  runId: string,
  controller: AbortController,
  options: ImportJobOptions,
) {
  const ms = options.cancelPollMs ?? 1_000;
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const look = async () => {
    try {
      const run = await repo.findRun(db, runId);
      if (run?.cancelRequestedAt && !ended) {
        controller.abort(new ImportCancelled());
        options.onCancelSeen?.(runId);
      }
    } catch {
      // The next look tries again.
    }
    if (!ended && !controller.signal.aborted) timer = setTimeout(() => void look(), ms);
  };
  timer = setTimeout(() => void look(), ms);
  return () => {
    ended = true;
    clearTimeout(timer);
  };
}

/** Each class's size in the source, counted once per run (the progress bars' 100 %). */
async function withTotals(
  classes: Record<string, ImportClassProgress>,
  importers: readonly ClassImporter[],
  reader: ParseReader,
): Promise<Record<string, ImportClassProgress>> {
  const result = { ...classes };
  for (const { className } of importers) {
    const state = (result[className] ??= freshProgress());
    if (state.total !== undefined) continue;
    state.total = await reader.count(className).catch(() => null);
  }
  return result;
}

/**
 * A dry run writes nothing until it ends (it is one transaction that is rolled back; on the
 * embedded database on a copy, dry-run-copy.ts): its progress is written beside it, latest
 * first, one write at a time, never awaited by the run.
 */
function dryRunProgress(db: Db, runId: string, classes: Record<string, ImportClassProgress>) {
  let writing: Promise<void> = Promise.resolve();
  let dirty = false;
  const write = () => {
    if (dirty) return;
    dirty = true;
    writing = writing.then(async () => {
      dirty = false;
      await saveRunProgress(db, runId, classes).catch(() => {});
    });
  };
  return {
    classes,
    update(className: string, progress: ImportClassProgress) {
      classes[className] = { ...progress, total: classes[className]?.total ?? null };
      write();
    },
    settled: () => writing,
  };
}

/** The dry run's result into its run row: counts per class, findings, end state. */
async function saveDryRun(
  db: Db,
  runId: string,
  report: ImportReport,
  classes: Record<string, ImportClassProgress>,
  cancelled: boolean,
) {
  for (const c of report.classes) {
    const total = classes[c.className]?.total ?? null;
    const { read, created, updated, unchanged, skipped } = c;
    classes[c.className] = {
      ...(classes[c.className] ?? freshProgress()),
      ...{ read, created, updated, unchanged, skipped, total },
      done: !cancelled || (total !== null && read >= total),
    };
  }
  await saveRunProgress(db, runId, classes);
  await saveFindings(
    db,
    runId,
    report.classes.flatMap((c) => [
      ...c.skips.map((s) => ({
        className: c.className,
        sourceId: s.sourceId,
        kind: 'skipped' as const,
        text: s.reason,
      })),
      ...c.notes.map((n) => ({
        className: c.className,
        sourceId: n.sourceId,
        kind: 'note' as const,
        text: n.message,
      })),
    ]),
  );
  // A dry run's project exists only if an earlier import made it; the name says what it would be.
  await setRunTarget(db, runId, { projectId: null, projectName: report.projectName });
  await finishRun(db, runId, cancelled ? 'cancelled' : 'done');
}

/**
 * The job of a run started in 'Daten importieren' (docs/import.md): opens the sealed master
 * key, runs the import with the run's id (a new attempt resumes after the last committed
 * page), stops at the next object when cancelled (the run is then cancelled) or when the
 * server stops (the run stays running and the job is handed back, so the next start resumes
 * it). The key is deleted when the run ends, whichever way; it never reaches a log line or
 * the job's error, which is redacted as well.
 */
export function importJobHandler(
  db: Db,
  files: () => RecordFiles,
  options: ImportJobOptions = {},
): JobHandler {
  return {
    timeoutMs: null,
    async run(payload, attempt) {
      const { runId } = importJobPayloadSchema.parse(payload);
      const run = await repo.findRun(db, runId);
      if (!run || run.state !== 'running') return;
      if (run.cancelRequestedAt) return finishRun(db, runId, 'cancelled');
      const masterKey = run.masterKeySealed
        ? await openSecret(db, run.masterKeySealed, runId)
        : undefined;
      if (!masterKey || !run.appId) return finishRun(db, runId, 'failed', importMessages.keyGone);

      const redact = (text: string) => text.replaceAll(masterKey, '***');
      const finalAttempt = attempt.attempt >= attempt.maxAttempts;
      const controller = new AbortController();
      const pause = () => controller.abort(new ImportPaused());
      if (attempt.signal.aborted) pause();
      attempt.signal.addEventListener('abort', pause, { once: true });
      const stopWatching = watchCancel(db, runId, controller, options);
      runningHere.set(runId, controller);
      const { storage, log } = files();
      let copy: Awaited<ReturnType<typeof dryRunDatabase>> | undefined;
      try {
        const reader = parseReader(
          { serverUrl: run.serverUrl, appId: run.appId, masterKey },
          { pageSize: options.pageSize },
        );
        const plan = await planTarget(reader, run.sourceProject ?? undefined);
        const importers = classImporters(plan, reader);
        // A dry run starts over on a new attempt (it kept nothing): only the sizes stay.
        const earlier = run.dryRun
          ? Object.fromEntries(
              Object.entries(run.classes).map(([name, c]) => [
                name,
                { ...freshProgress(), total: c.total },
              ]),
            )
          : run.classes;
        const classes = await withTotals(earlier, importers, reader);
        await saveRunProgress(db, runId, classes);
        const progress = run.dryRun ? dryRunProgress(db, runId, classes) : undefined;
        copy = run.dryRun ? await dryRunDatabase(db) : undefined;
        const report = await runImport({
          db: copy?.db ?? db,
          storage,
          reader,
          importers,
          target: (tx) => findOrCreateTarget(tx, plan),
          dryRun: run.dryRun,
          runId: run.dryRun ? undefined : runId,
          createdBy: run.createdBy,
          signal: controller.signal,
          finalAttempt,
          log: jobLog(log, runId),
          onProgress: progress?.update,
        });
        await progress?.settled();
        const reason: unknown = controller.signal.reason;
        if (reason instanceof ImportPaused) throw reason;
        if (progress) await saveDryRun(db, runId, report, classes, report.cancelled);
      } catch (error) {
        if (error instanceof ImportPaused) throw error;
        const message = redact(messageOf(error));
        if (finalAttempt) await finishRun(db, runId, 'failed', message);
        else await noteRunError(db, runId, importMessages.retrying(message));
        throw new Error(message);
      } finally {
        await copy?.close();
        runningHere.delete(runId);
        stopWatching();
        attempt.signal.removeEventListener('abort', pause);
      }
    },
  };
}
