import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, createdBy, updatedAt } from './columns.ts';
import { projects } from './projects.ts';

/**
 * The source-id map of the Parse import (issue 30, docs/import.md): which Kontor row a source
 * object became, and the fingerprint (SHA-256 of its JSON) it had then, so a second run skips
 * what did not change and updates what did, without duplicates.
 */
export const importSources = pgTable(
  'import_sources',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    className: text('class_name').notNull(),
    sourceId: text('source_id').notNull(),
    kontorId: text('kontor_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      columns: [t.projectId, t.className, t.sourceId],
      name: 'import_sources_pkey',
    }),
    // idFor asks whether a Kontor id is already taken by an earlier import (any project).
    index('import_sources_kontor_id_idx').on(t.kontorId),
  ],
);

/** Per class of a run: the counts so far and the last objectId read (keyset paging resumes after it). */
export interface ImportClassProgress {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  lastObjectId: string | null;
  done: boolean;
  /** Objects of the class in the source when the run started (a screen's progress bar); absent if unknown. */
  total?: number | null;
}

/**
 * One import run: its state per class, written with every page's commit, so a job that died
 * resumes after the last page it committed. A run started from the admin screen (a job,
 * `job_id`) also keeps what the job needs to resume: the application id, the chosen project
 * and the master key, sealed (AES-256-GCM, lib/sealed-secrets.ts) and deleted when the run
 * ends. The CLI's runs hold no credentials at all.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The source's server URL (no credentials are part of it). */
    serverUrl: text('server_url').notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    state: text('state', { enum: ['running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('running'),
    classes: jsonb('classes').$type<Record<string, ImportClassProgress>>().notNull().default({}),
    error: text('error'),
    /** Parse's application id (not a secret: every app of the old system carries it). */
    appId: text('app_id'),
    /** The `--project` the run was started with (none: the source's only project). */
    sourceProject: text('source_project'),
    /** The Kontor project's name, for the runs list (also of a dry run, which keeps no project). */
    projectName: text('project_name'),
    /** The master key, sealed; null once the run has ended (and always for the CLI). */
    masterKeySealed: text('master_key_sealed'),
    /** The job running the run (admin screen); null for the CLI. */
    jobId: text('job_id'),
    /** 'Abbrechen' was asked for; the job stops at its next object. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_runs_project_id_idx').on(t.projectId, t.createdAt),
    index('import_runs_created_at_idx').on(t.createdAt),
    // One job-run at a time in the installation: two imports side by side would fight over
    // the same rows, and each holds the embedded database while it writes a page.
    uniqueIndex('import_runs_one_running_job_key')
      .on(sql`(true)`)
      .where(sql`state = 'running' and job_id is not null`),
  ],
);

/**
 * What a run skipped (with the reason) and noted, object by object, written with the page
 * that found it: the screen and the CSV read the whole run from here, across attempts.
 */
export const importFindings = pgTable(
  'import_findings',
  {
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    className: text('class_name').notNull(),
    sourceId: text('source_id').notNull(),
    kind: text('kind', { enum: ['skipped', 'note'] }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('import_findings_run_idx').on(t.runId, t.kind, t.seq)],
);
