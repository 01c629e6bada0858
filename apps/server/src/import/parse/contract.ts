/**
 * The import from the old system's Parse Server (issue 30): the contract between the runner
 * (reader, id map, report, CLI and job) and the importers of the classes. One importer per
 * Parse class; the runner calls them in dependency order, page by page, one object at a time.
 */
import type { DbOrTx } from '../../db/database.ts';

/** An object as Parse's REST API returns it (`GET /classes/<name>`), fields untouched. */
export interface ParseObject {
  objectId: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** `{ __type: 'Pointer', className, objectId }` in a Parse object. */
export interface ParsePointer {
  __type: 'Pointer';
  className: string;
  objectId: string;
}

/** `{ __type: 'File', name, url }` in a Parse object. */
export interface ParseFile {
  __type: 'File';
  name: string;
  url: string;
}

/** What happened to one source object. `skipped` always carries a German reason for the report. */
export type ImportOutcome =
  | { kind: 'created' | 'updated' | 'unchanged'; kontorId: string }
  | { kind: 'skipped'; reason: string };

/** A file the runner downloaded (through the SSRF-checked outgoing request) and stored. */
export interface ImportedFile {
  /** Kontor's storage key (the `file_key` of images and documents); thumbnails are made. */
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  sha256: string;
}

export interface ImportContext {
  db: DbOrTx;
  /** The Kontor project the company's data goes to. */
  projectId: string;
  /** True for `--dry-run`: importers decide and report, the runner rolls every write back. */
  dryRun: boolean;
  /**
   * The source-id map (`import_sources`): which Kontor id a Parse object became. `resolve`
   * answers undefined for an object not (yet) imported: a broken pointer, to be reported.
   */
  refs: {
    resolve(className: string, sourceId: string): Promise<string | undefined>;
    /** The Kontor id to use for a new object: the Parse objectId where it is free (decision 0001). */
    idFor(className: string, sourceId: string): Promise<string>;
  };
  /** Downloads a Parse file (or an image path of the old system) and stores it; undefined = not reachable. */
  files: {
    fetch(file: ParseFile | string): Promise<ImportedFile | undefined>;
    /**
     * A stored file the object no longer uses (its source file was replaced): deleted with its
     * thumbnails once the page is committed; never in a dry run, never when the object fails.
     */
    discard(fileKey: string): void;
  };
  /** A finding beside the per-object outcome (e.g. a saldo difference per employee and month). */
  note(className: string, sourceId: string, message: string): void;
}

export interface ClassImporter {
  /** The Parse class name, e.g. 'Property', '_User'. */
  className: string;
  /** Classes whose objects must exist before these (pointers resolve through `refs`). */
  dependsOn: readonly string[];
  /**
   * The Kontor table (SQL name, e.g. 'properties') whose `id` the returned kontorId is, if any.
   * With it, `refs.idFor` keeps the objectId only where no row of that table has it, and the
   * runner re-creates an object whose Kontor row was deleted since the last run (it calls
   * upsert with existingId undefined). Without it, idFor only avoids ids earlier imports used.
   */
  kontorTable?: string;
  /**
   * True when `upsert` runs every write of its own in a savepoint of its own (time-writes.ts
   * `inSavepoint`) and only reads outside it: the runner then opens no second savepoint around
   * it (two statements less per object; the classes of 100,000 Days, bench/import-parse.ts).
   */
  ownSavepoint?: boolean;
  /**
   * Creates or updates the Kontor rows of one Parse object (`existingId`: the Kontor id an
   * earlier run made of it, else undefined). The runner does not call it for an object whose
   * fingerprint (a hash of its fields) equals the last run's: that one is 'unchanged'. The
   * runner stores the returned kontorId with the fingerprint in `import_sources`.
   */
  upsert(
    object: ParseObject,
    existingId: string | undefined,
    context: ImportContext,
  ): Promise<ImportOutcome>;
  /**
   * Called for every object read of this class, also the unchanged ones the importer never
   * sees in `upsert` (e.g. the source's saldo figures that a check after the class compares).
   */
  observe?(object: ParseObject): void;
  /** Called once after the last page of this class, in its own transaction (not after a cancel). */
  finish?(context: ImportContext): Promise<void>;
}
