import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import type { ImportClassProgress } from '../../db/schema/imports.ts';
import type { FileStorage } from '../../files/storage.ts';
import { deleteFileAndThumbnails } from '../../files/thumbnails.ts';
import type { ClassImporter, ImportContext, ImportOutcome, ParseObject } from './contract.ts';
import { fingerprintOf } from './fingerprint.ts';
import { fileFetcher, type FileFetcher } from './import-files.ts';
import { importMessages } from './import-messages.ts';
import { orderImporters } from './import-order.ts';
import { emptyClassReport, type ClassReport, type ImportReport } from './import-report.ts';
import {
  findRun,
  finishRun,
  freshProgress,
  insertRun,
  noteRunError,
  type RunFinding,
  saveFindings,
  saveRunProgress,
  setRunTarget,
} from './import-runs.ts';
import {
  existingIds,
  idForSource,
  kontorIdOf,
  saveSourceRows,
  type SourceRow,
  sourceRowsOf,
} from './import-sources.ts';
import type { ParseReader } from './parse-reader.ts';
import { inChange } from '../../modules/time-tracking/change-context.ts';

/** What the runner logs: never the master key (the reader alone holds it), never an object's fields. */
export interface ImportLog {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
}

export interface ImportTarget {
  projectId: string;
  projectName: string;
}

export interface RunImportOptions {
  db: Db;
  storage: FileStorage;
  reader: ParseReader;
  importers: readonly ClassImporter[];
  /** Finds or creates the Kontor project, inside the run's first (a dry run's only) transaction. */
  target(tx: Tx): Promise<ImportTarget>;
  dryRun: boolean;
  log?: ImportLog;
  /** Resumes this import_runs row: finished classes are left out, the others go on after their last objectId. */
  runId?: string;
  createdBy?: string | null;
  /**
   * Checked before each object: an aborted run stops there, with everything before it
   * committed. The run is then 'cancelled', unless the reason is an ImportPaused (the server
   * stopping): then it stays 'running' and a later attempt resumes it.
   */
  signal?: AbortSignal;
  /**
   * False while the job that runs it will try again after a failure: the run then keeps
   * 'running' with the error noted, rather than 'failed'. Default true (the CLI).
   */
  finalAttempt?: boolean;
  onProgress?(className: string, progress: ImportClassProgress): void;
}

const silent: ImportLog = { info: () => {}, warn: () => {} };
/** Source id → Kontor id answers kept per run; cleared when full, so memory stays bounded. */
const CACHE_LIMIT = 100_000;

class DryRunRollback extends Error {}

/** An abort reason that pauses the run instead of cancelling it (the job resumes it later). */
export class ImportPaused extends Error {
  override name = 'ImportPaused';
  constructor() {
    super('Der Import wird unterbrochen und später fortgesetzt');
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the change history of times, absences and records says of the rows an import writes. */
const IMPORT_CHANGE = { actorId: null, reason: 'Übernahme aus dem Altsystem (Import)' };

/**
 * Runs the importers in dependency order over every object of their classes (docs/import.md).
 * Each page of objects is one transaction with the run's progress in it, so a crash loses at
 * most the page; each object is a savepoint, so one failing object is reported as skipped and
 * the rest of the page stays. An object whose fingerprint equals the last run's (and whose
 * Kontor row still exists) is 'unchanged' without calling its importer. A dry run does all of
 * it in one transaction that is rolled back at the end, with files downloaded but not stored.
 */
export async function runImport(options: RunImportOptions): Promise<ImportReport> {
  const ordered = orderImporters(options.importers);
  const files = fileFetcher(options.reader, options.storage, options.dryRun);
  if (!options.dryRun) {
    return new ImportRun(options, ordered, files).execute((work) =>
      inChange(options.db, IMPORT_CHANGE, work),
    );
  }
  let report: ImportReport | undefined;
  await inChange(options.db, IMPORT_CHANGE, async (tx) => {
    report = await new ImportRun(options, ordered, files).execute((work) => work(tx));
    throw new DryRunRollback();
  }).catch((error: unknown) => {
    if (!(error instanceof DryRunRollback)) throw error;
  });
  return report!;
}

type InPage = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

class ImportRun {
  private readonly log: ImportLog;
  private readonly reports = new Map<string, ClassReport>();
  private readonly cache = new Map<string, string>();
  /** This page's outcomes, stored with the page's last statement: resolve answers them meanwhile. */
  private readonly pending = new Map<string, string>();
  /** Files replaced since the last commit: deleted once the page is committed (files.discard). */
  private discards: string[] = [];
  /** Those of the object being imported: dropped when it fails (its savepoint is rolled back). */
  private objectDiscards: string[] = [];
  /** Skips and notes since the last commit; stored with the page (a run that writes). */
  private findings: RunFinding[] = [];
  private runId: string | null = null;
  private readonly tables: Map<string, string | undefined>;
  private projectId = '';

  constructor(
    private readonly options: RunImportOptions,
    private readonly ordered: ClassImporter[],
    private readonly files: FileFetcher,
  ) {
    this.log = options.log ?? silent;
    this.tables = new Map(ordered.map((importer) => [importer.className, importer.kontorTable]));
    for (const importer of ordered) this.reportOf(importer.className);
  }

  private reportOf(className: string): ClassReport {
    let report = this.reports.get(className);
    if (!report) {
      report = emptyClassReport(className);
      this.reports.set(className, report);
    }
    return report;
  }

  async execute(inPage: InPage): Promise<ImportReport> {
    const { options } = this;
    const target = await inPage((tx) => options.target(tx));
    this.projectId = target.projectId;
    let runId: string | null = null;
    let progress: Record<string, ImportClassProgress> = {};
    if (!options.dryRun) {
      const resumed = options.runId ? await findRun(options.db, options.runId) : undefined;
      progress = resumed?.classes ?? {};
      runId =
        resumed?.id ??
        (await insertRun(options.db, {
          projectId: target.projectId,
          serverUrl: options.reader.serverUrl,
          createdBy: options.createdBy ?? null,
        }));
      if (resumed && resumed.projectId !== target.projectId) {
        await setRunTarget(options.db, runId, { ...target });
      }
    }
    this.runId = runId;
    this.log.info('parse import started', {
      source: options.reader.host,
      projectId: target.projectId,
      dryRun: options.dryRun,
      classes: this.ordered.map((importer) => importer.className),
    });
    let cancelled = false;
    try {
      for (const importer of this.ordered) {
        const state = (progress[importer.className] ??= freshProgress());
        Object.assign(this.reportOf(importer.className), {
          read: state.read,
          created: state.created,
          updated: state.updated,
          unchanged: state.unchanged,
          skipped: state.skipped,
        });
        if (state.done) continue;
        cancelled = await this.importClass(importer, state, progress, runId, inPage);
        if (cancelled) break;
        state.done = true;
        if (runId) await saveRunProgress(options.db, runId, progress);
      }
      const paused = cancelled && options.signal?.reason instanceof ImportPaused;
      if (runId && !paused) await finishRun(options.db, runId, cancelled ? 'cancelled' : 'done');
    } catch (error) {
      this.log.warn('parse import failed', { error: messageOf(error) });
      if (runId && options.finalAttempt === false) {
        await noteRunError(options.db, runId, messageOf(error));
      } else if (runId) {
        await finishRun(options.db, runId, 'failed', messageOf(error));
      }
      throw error;
    }
    this.log.info('parse import finished', { projectId: target.projectId, cancelled });
    return {
      dryRun: options.dryRun,
      projectId: target.projectId,
      projectName: target.projectName,
      cancelled,
      runId,
      classes: [...this.reports.values()],
    };
  }

  /** Runs `work` in a page's transaction and stores the findings it made in it. */
  private async inPageWithFindings<T>(inPage: InPage, work: (tx: Tx) => Promise<T>): Promise<T> {
    this.discards = [];
    const result = await inPage(async (tx) => {
      const result = await work(tx);
      if (this.runId && this.findings.length > 0) {
        await saveFindings(tx, this.runId, this.findings);
      }
      this.findings = [];
      return result;
    });
    // Committed now (a dry run's page is not: its transaction is rolled back at the end).
    if (!this.options.dryRun) await this.deleteDiscarded();
    return result;
  }

  private async deleteDiscarded() {
    const keys = this.discards;
    this.discards = [];
    for (const key of keys) {
      await deleteFileAndThumbnails(this.options.storage, key).catch((error: unknown) => {
        this.log.warn('parse import replaced file not deleted', { key, error: messageOf(error) });
      });
    }
  }

  private skip(className: string, sourceId: string, reason: string) {
    this.reportOf(className).skips.push({ sourceId, reason });
    this.findings.push({ className, sourceId, kind: 'skipped', text: reason });
  }

  private note(className: string, sourceId: string, message: string) {
    this.reportOf(className).notes.push({ sourceId, message });
    this.findings.push({ className, sourceId, kind: 'note', text: message });
  }

  /** All pages of one class; true when the run was cancelled (before an object). */
  private async importClass(
    importer: ClassImporter,
    state: ImportClassProgress,
    progress: Record<string, ImportClassProgress>,
    runId: string | null,
    inPage: InPage,
  ): Promise<boolean> {
    const { options } = this;
    for await (const page of options.reader.pages(importer.className, {
      after: state.lastObjectId,
    })) {
      if (options.signal?.aborted) return true;
      const stoppedAt = await this.inPageWithFindings(inPage, async (tx) => {
        const done = await this.importPage(tx, importer, page, state);
        if (done > 0) state.lastObjectId = page[done - 1]!.objectId;
        if (runId) await saveRunProgress(tx, runId, progress);
        return done < page.length ? done : undefined;
      });
      this.log.info('parse import page', {
        className: importer.className,
        objects: stoppedAt ?? page.length,
        lastObjectId: state.lastObjectId,
      });
      options.onProgress?.(importer.className, { ...state });
      if (stoppedAt !== undefined) return true;
    }
    const { finish } = importer;
    if (finish) {
      const whole = { objectId: '', createdAt: '', updatedAt: '' };
      await this.inPageWithFindings(inPage, (tx) =>
        finish.call(importer, this.contextFor(tx, importer.className, whole)),
      );
    }
    return false;
  }

  /** Imports the page's objects up to an abort; returns how many it went through. */
  private async importPage(
    tx: Tx,
    importer: ClassImporter,
    page: ParseObject[],
    state: ImportClassProgress,
  ): Promise<number> {
    const { className } = importer;
    const report = this.reportOf(className);
    const ids = page.map((object) => object.objectId).filter((id) => typeof id === 'string');
    const rows = await sourceRowsOf(tx, this.projectId, className, ids);
    const alive = importer.kontorTable
      ? await existingIds(
          tx,
          importer.kontorTable,
          [...rows.values()].map((row) => row.kontorId),
        )
      : undefined;
    const outcomes: SourceRow[] = [];
    let done = 0;
    for (const object of page) {
      // Stops at the next object; keyset paging resumes behind the last one gone through.
      if (this.options.signal?.aborted) break;
      done++;
      state.read++;
      report.read++;
      importer.observe?.(object);
      const fingerprint = fingerprintOf(object);
      const row = rows.get(object.objectId);
      // A Kontor row deleted since the last run is made again.
      const existingId = row && (!alive || alive.has(row.kontorId)) ? row.kontorId : undefined;
      if (existingId && row?.fingerprint === fingerprint) {
        state.unchanged++;
        report.unchanged++;
        continue;
      }
      const outcome = await this.upsertOne(tx, importer, object, existingId);
      state[outcome.kind]++;
      report[outcome.kind]++;
      if (outcome.kind === 'skipped') {
        this.skip(className, String(object.objectId), outcome.reason);
        continue;
      }
      outcomes.push({ sourceId: object.objectId, kontorId: outcome.kontorId, fingerprint });
      this.remember(className, object.objectId, outcome.kontorId);
      this.pending.set(`${className}\u0000${object.objectId}`, outcome.kontorId);
    }
    await saveSourceRows(tx, this.projectId, className, outcomes);
    this.pending.clear();
    return done;
  }

  private async upsertOne(
    tx: Tx,
    importer: ClassImporter,
    object: ParseObject,
    existingId: string | undefined,
  ): Promise<ImportOutcome> {
    this.objectDiscards = [];
    try {
      const upsert = (db: DbOrTx) =>
        importer.upsert(object, existingId, this.contextFor(db, importer.className, object));
      const outcome = await (importer.ownSavepoint ? upsert(tx) : tx.transaction(upsert));
      this.discards.push(...this.objectDiscards);
      return outcome;
    } catch (error) {
      this.log.warn('parse import object failed', {
        className: importer.className,
        sourceId: object.objectId,
        error: messageOf(error),
      });
      return { kind: 'skipped', reason: importMessages.upsertFailed(messageOf(error)) };
    }
  }

  private remember(className: string, sourceId: string, kontorId: string) {
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(`${className}\u0000${sourceId}`, kontorId);
  }

  private contextFor(db: DbOrTx, className: string, object: ParseObject): ImportContext {
    const { projectId } = this;
    return {
      db,
      projectId,
      dryRun: this.options.dryRun,
      refs: {
        resolve: async (refClass, sourceId) => {
          const key = `${refClass}\u0000${sourceId}`;
          const cached = this.cache.get(key) ?? this.pending.get(key);
          if (cached) return cached;
          const found = await kontorIdOf(db, projectId, refClass, sourceId);
          if (found) this.remember(refClass, sourceId, found);
          return found;
        },
        idFor: (refClass, sourceId) =>
          idForSource(
            db,
            { projectId, className: refClass, table: this.tables.get(refClass) },
            sourceId,
          ),
      },
      files: {
        fetch: async (file) => {
          const result = await this.files(file, projectId);
          if ('file' in result) return result.file;
          const message = importMessages.fileUnreachable(result.url, result.failure);
          this.note(className, object.objectId, message);
          this.log.warn('parse import file not reachable', {
            className,
            sourceId: object.objectId,
            url: result.url,
          });
          return undefined;
        },
        discard: (fileKey) => this.objectDiscards.push(fileKey),
      },
      note: (noteClass, sourceId, message) => this.note(noteClass, sourceId, message),
    };
  }
}
