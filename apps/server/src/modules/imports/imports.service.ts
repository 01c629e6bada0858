import { eq } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  importMessages,
  type ImportCheck,
  type ImportClassProgress,
  type ImportFindingListParams,
  type ImportRun,
  type ImportRunListItem,
  type ImportRunListParams,
  type ImportSource,
  type StartImportBody,
} from '@kontor/core/schemas/imports';
import type { Db } from '../../db/database.ts';
import { projects } from '../../db/schema/projects.ts';
import { enqueueJob } from '../../jobs/job-enqueue.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { sealSecret } from '../../lib/sealed-secrets.ts';
import { importClassOrder } from '../../import/parse/class-importers.ts';
import type { ParseObject } from '../../import/parse/contract.ts';
import { reportCsv, type ImportReport } from '../../import/parse/import-report.ts';
import { finishRun } from '../../import/parse/import-runs.ts';
import { ImportSetupError, planTarget } from '../../import/parse/import-target.ts';
import {
  normalizeServerUrl,
  parseReader,
  ParseSourceError,
} from '../../import/parse/parse-reader.ts';
import { cancelHere, IMPORT_ATTEMPTS, IMPORT_JOB } from './import-job.ts';
import { sendImportInvitations } from './import-invitations.ts';
import * as repo from './imports.repository.ts';

/** Answers a failure of the source as 422 beside the field it is about. */
function sourceProblem(error: unknown): never {
  if (error instanceof ImportSetupError) {
    throw new HttpProblem(422, error.message, { project: [error.message] });
  }
  if (error instanceof ParseSourceError) {
    const field = error.status === 401 || error.status === 403 ? 'masterKey' : 'serverUrl';
    const message =
      field === 'masterKey' ? `${importMessages.keyRefused} ${error.message}` : error.message;
    throw new HttpProblem(422, message, { [field]: [message] });
  }
  throw error;
}

function readerOf(source: ImportSource) {
  try {
    return parseReader(source);
  } catch (error) {
    return sourceProblem(error);
  }
}

/** 'Verbindung prüfen': the source's projects by name (reading them proves URL, App-ID and key). */
export async function checkSource(source: ImportSource): Promise<ImportCheck> {
  const reader = readerOf(source);
  const names: string[] = [];
  try {
    for await (const page of reader.pages('Project')) {
      for (const project of page as ParseObject[]) {
        if (typeof project.name === 'string' && project.name.trim()) {
          names.push(project.name.trim());
        }
      }
    }
  } catch (error) {
    sourceProblem(error);
  }
  return { projects: names };
}

/**
 * Starts a run: checks the source and the project choice right away (so a wrong key or a
 * missing choice is told at the form, not in a failed job), seals the master key for the job
 * and enqueues the job with the run, in one transaction. One job-run at a time (409).
 */
export async function startImport(
  db: Db,
  body: StartImportBody & { project: string | null; dryRun: boolean },
  createdBy: string,
): Promise<ImportRun> {
  await repo.settleAbandonedRuns(db, importMessages.abandoned);
  if (await repo.anyJobRunning(db)) throw new HttpProblem(409, importMessages.alreadyRunning);
  const reader = readerOf(body);
  const plan = await planTarget(reader, body.project ?? undefined).catch(sourceProblem);
  const id = newId();
  const masterKeySealed = await sealSecret(db, body.masterKey, id);
  const host = new URL(normalizeServerUrl(body.serverUrl)).host;
  try {
    await db.transaction(async (tx) => {
      const jobId = await enqueueJob(tx, {
        kind: IMPORT_JOB,
        payload: { runId: id },
        label: `Import aus ${host}${body.dryRun ? ' (Probelauf)' : ''}`,
        maxAttempts: IMPORT_ATTEMPTS,
      });
      await repo.insertRun(tx, {
        id,
        serverUrl: reader.serverUrl,
        dryRun: body.dryRun,
        appId: body.appId,
        sourceProject: body.project,
        projectName: plan.name,
        masterKeySealed,
        jobId,
        createdBy,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'import_runs_one_running_job_key')) {
      throw new HttpProblem(409, importMessages.alreadyRunning);
    }
    throw error;
  }
  return getRun(db, id);
}

/** The classes in import order, with those the run has not reached yet. */
function classesOf(row: repo.RunRow): ImportClassProgress[] {
  const names = [
    ...importClassOrder(),
    ...Object.keys(row.classes).filter((name) => !importClassOrder().includes(name)),
  ];
  return names.map((className) => {
    const c = row.classes[className];
    return {
      className,
      read: c?.read ?? 0,
      created: c?.created ?? 0,
      updated: c?.updated ?? 0,
      unchanged: c?.unchanged ?? 0,
      skipped: c?.skipped ?? 0,
      total: c?.total ?? null,
      done: c?.done ?? false,
    };
  });
}

function listItemOf(row: repo.RunRow): ImportRunListItem {
  const classes = Object.values(row.classes);
  return {
    id: row.id,
    state: row.state,
    dryRun: row.dryRun,
    serverUrl: row.serverUrl,
    projectId: row.projectId,
    projectName: row.projectName,
    cancelRequested: row.cancelRequestedAt !== null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    read: classes.reduce((sum, c) => sum + c.read, 0),
    skipped: classes.reduce((sum, c) => sum + c.skipped, 0),
  };
}

export async function listRuns(db: Db, q: ImportRunListParams) {
  await repo.settleAbandonedRuns(db, importMessages.abandoned);
  const { items, total } = await repo.listRuns(db, q);
  return { items: items.map(listItemOf), total, page: q.page, pageSize: q.pageSize };
}

async function runOr404(db: Db, id: string) {
  const row = await repo.findRun(db, id);
  if (!row) throw new HttpProblem(404, importMessages.notFound);
  return row;
}

export async function getRun(db: Db, id: string): Promise<ImportRun> {
  await repo.settleAbandonedRuns(db, importMessages.abandoned);
  const row = await runOr404(db, id);
  const counts = await repo.findingCounts(db, id);
  const canInvite = !row.dryRun && row.projectId !== null && row.state !== 'running';
  return {
    ...listItemOf(row),
    appId: row.appId,
    sourceProject: row.sourceProject,
    error: row.error,
    fromCommandLine: row.jobId === null,
    classes: classesOf(row),
    notes: counts.notes,
    invitable: canInvite ? await repo.countInvitable(db, row.projectId!) : null,
  };
}

export async function listFindings(db: Db, runId: string, q: ImportFindingListParams) {
  await runOr404(db, runId);
  const { items, total } = await repo.listFindings(db, runId, q);
  return {
    items: items.map((f) => ({ ...f, id: String(f.seq) })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The report as the CLI writes it with --csv, from the run's counts and stored findings. */
export async function reportCsvOf(db: Db, runId: string) {
  const row = await runOr404(db, runId);
  const findings = await repo.allFindings(db, runId);
  const report: ImportReport = {
    dryRun: row.dryRun,
    projectId: row.projectId ?? '',
    projectName: row.projectName ?? '',
    cancelled: row.state === 'cancelled',
    runId: row.id,
    classes: classesOf(row).map((c) => ({
      ...c,
      skips: findings
        .filter((f) => f.className === c.className && f.kind === 'skipped')
        .map((f) => ({ sourceId: f.sourceId, reason: f.text })),
      notes: findings
        .filter((f) => f.className === c.className && f.kind === 'note')
        .map((f) => ({ sourceId: f.sourceId, message: f.text })),
    })),
  };
  const day = row.createdAt.toISOString().slice(0, 10);
  return { csv: reportCsv(report), filename: `import-bericht-${day}-${row.id}.csv` };
}

/**
 * 'Abbrechen': the job stops at its next object and marks the run cancelled. A run whose job
 * has not started (or waits for its next attempt) is cancelled here, and its job removed.
 */
export async function cancelRun(db: Db, runId: string): Promise<ImportRun> {
  await db.transaction(async (tx) => {
    const row = await repo.lockRun(tx, runId);
    if (!row) throw new HttpProblem(404, importMessages.notFound);
    if (row.state !== 'running') throw new HttpProblem(409, importMessages.notRunning);
    if (!row.jobId) throw new HttpProblem(409, importMessages.commandLineRun);
    await repo.requestCancel(tx, runId);
    // Locked, the job cannot be claimed meanwhile (claims skip locked rows).
    const job = await repo.lockJob(tx, row.jobId);
    if (job?.state === 'running') return;
    if (job) await repo.deleteJob(tx, job.id);
    await finishRun(tx, runId, 'cancelled');
  });
  cancelHere(runId);
  return getRun(db, runId);
}

export async function inviteImportedUsers(db: Db, runId: string, publicUrl: string) {
  const row = await runOr404(db, runId);
  if (row.dryRun || !row.projectId) {
    throw new HttpProblem(409, importMessages.noProjectForInvitations);
  }
  if (row.state === 'running') throw new HttpProblem(409, importMessages.stillRunning);
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, row.projectId));
  if (!project) throw new HttpProblem(409, importMessages.noProjectForInvitations);
  return sendImportInvitations(db, {
    publicUrl,
    projectId: row.projectId,
    projectName: project.name,
  });
}
