import type { FastifyPluginAsync } from 'fastify';
import type { ModulePath } from '@kontor/core/modules';
import type { DocumentOwnerType } from '@kontor/core/schemas/documents';
import type { Db } from '../db/database.ts';
import type { RecordFiles } from '../files/record-files.ts';
import type { Config } from '../config.ts';
import type { JobHandler } from '../jobs/job-worker.ts';

/**
 * Where inside a jsonb column the ids sit: at `path` (the column itself when empty) a single id
 * (`id`: a page element's image, the site's logo), a list of ids (`ids`: a gallery) or a list of
 * objects whose `image` is one (`objects`: a team's portraits, a page's elements).
 */
export interface JsonImagePlace {
  path: readonly string[];
  holds: 'id' | 'ids' | 'objects';
}

/**
 * A record field holding image ids. Images' "connected elements" and what deleting an image
 * clears are driven by these, so a new module's image fields need no edit in the images code.
 */
export interface ImageFieldDeclaration {
  /** `image_usages.element_type` of the element, e.g. 'project', 'member', 'task'. */
  elementType: string;
  /** `image_usages.field`, e.g. 'logo'. */
  field: string;
  /**
   * German label shown before the element's name ("Aufgabe: Treppenhaus reinigen"), or alone
   * when the element has no name of its own ("Projektlogo").
   */
  label: string;
  /** The element's name, looked up by element id; without it the label stands alone. */
  name?: { table: string; column: string };
  /** The column holding the id (or ids, `many`: a text[]), scoped by `projectColumn`. */
  column: {
    table: string;
    name: string;
    projectColumn: string;
    many?: boolean;
    /** The ids sit inside the jsonb column. */
    json?: JsonImagePlace;
  };
}

/** A kind of record documents can be attached to (spec part 1 §3 Document.type). */
export interface DocumentOwnerDeclaration {
  type: DocumentOwnerType;
  /** The owner in English, for the API document ('a property'). */
  label: string;
  /** The module a role needs to see and change the owner's documents. */
  module: ModulePath;
  /** Routes: /api/projects/:projectId/<segment>/:<param>/documents */
  segment: string;
  param: string;
  /** The documents column pointing at the owner. */
  column: string;
  /** The owner's table (with `id` and `project_id`): the existence check. */
  table: string;
  /** German 404 detail when the owner does not exist. */
  notFound: string;
  /**
   * Files may be uploaded before the owner exists (POST /api/projects/:projectId/<segment>/files)
   * and are attached when the owner is saved (a download's file, lib/owned-documents.ts).
   */
  uploadsBeforeOwner?: boolean;
  /**
   * SQL condition on the owner's row `o` under which its files are public (served without a
   * session while the owner's module is enabled), e.g. `o.state = 'published'`.
   */
  publicWhen?: string;
}

/**
 * Counted states of a list (docs/decisions/0006): one counter `<name>.<counter>` per value of
 * `state.column` (its text form, e.g. 'true'), or `<name>.total` without a state column.
 */
export interface CounterDeclaration {
  name: string;
  table: string;
  state?: { column: string; counters: Record<string, string> };
}

export interface ModuleDeclarations {
  imageFields?: ImageFieldDeclaration[];
  documentOwner?: DocumentOwnerDeclaration;
  counters?: CounterDeclaration[];
}

/** A server module: its routes (one plugin, see plugins/module-plugin.ts) and its declarations. */
export interface KontorModule extends ModuleDeclarations {
  plugin: FastifyPluginAsync;
  /**
   * Background job kinds the module runs (docs/decisions/0007), by kind. `files` gives file
   * storage once the app is set up (jobs run only then); `config` the parsed environment.
   */
  jobs?: (db: Db, files: () => RecordFiles, config: Config) => Record<string, JobHandler>;
  /**
   * Starts the module's recurring jobs once the app is ready (each run schedules its next one,
   * jobs/nightly-job.ts); must leave a run that is already scheduled alone.
   */
  scheduleJobs?: (db: Db) => Promise<unknown>;
}

/** Every module's job handlers, for the worker. */
export function jobHandlersOf(
  modules: readonly KontorModule[],
  db: Db,
  files: () => RecordFiles,
  config: Config,
): Record<string, JobHandler> {
  return Object.assign({}, ...modules.map((m) => m.jobs?.(db, files, config) ?? {}));
}

/** All modules' declarations together, as images, documents and the counters read them. */
export interface DeclaredModules {
  imageFields: ImageFieldDeclaration[];
  documentOwners: DocumentOwnerDeclaration[];
  counters: CounterDeclaration[];
}

declare module 'fastify' {
  interface FastifyInstance {
    declared: DeclaredModules;
  }
}

export function collectDeclarations(modules: readonly ModuleDeclarations[]): DeclaredModules {
  return {
    imageFields: modules.flatMap((m) => m.imageFields ?? []),
    documentOwners: modules.flatMap((m) => (m.documentOwner ? [m.documentOwner] : [])),
    counters: modules.flatMap((m) => m.counters ?? []),
  };
}

/** The counter names a declaration maintains. */
export function counterNames(counter: CounterDeclaration): Record<string, string> {
  if (!counter.state) return { '': `${counter.name}.total` };
  return Object.fromEntries(
    Object.entries(counter.state.counters).map(([value, suffix]) => [
      value,
      `${counter.name}.${suffix}`,
    ]),
  );
}
