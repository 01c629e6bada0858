/**
 * A stand-in ImportContext for the importers' tests: the id map in memory, files from a table
 * the test fills. The runner's tests use the real one (import_sources, outgoing requests).
 */
import { ID_LENGTH } from '@kontor/core/ids';
import type { DbOrTx } from '../../db/database.ts';
import type { ImportContext, ImportedFile, ParseFile } from './contract.ts';

export interface TestImportContext extends ImportContext {
  /** className → sourceId → Kontor id; tests pre-fill what earlier classes would have made. */
  known: Map<string, Map<string, string>>;
  /** Makes resolve() answer for an object (as the runner does after a successful upsert). */
  remember(className: string, sourceId: string, kontorId: string): void;
  notes: { className: string; sourceId: string; message: string }[];
  /** The file keys importers gave up (files.discard). */
  discarded: string[];
}

export function testImportContext(
  db: DbOrTx,
  projectId: string,
  files: Record<string, ImportedFile> = {},
): TestImportContext {
  const known = new Map<string, Map<string, string>>();
  const notes: TestImportContext['notes'] = [];
  const discarded: string[] = [];
  const remember = (className: string, sourceId: string, kontorId: string) => {
    const ofClass = known.get(className) ?? new Map<string, string>();
    ofClass.set(sourceId, kontorId);
    known.set(className, ofClass);
  };
  return {
    db,
    projectId,
    dryRun: false,
    known,
    notes,
    discarded,
    remember,
    refs: {
      resolve: async (className, sourceId) => known.get(className)?.get(sourceId),
      idFor: async (_className, sourceId) =>
        new RegExp(`^[A-Za-z0-9]{${ID_LENGTH}}$`).test(sourceId)
          ? sourceId
          : sourceId.padEnd(ID_LENGTH, 'x').slice(0, ID_LENGTH),
    },
    files: {
      fetch: async (file: ParseFile | string) => files[typeof file === 'string' ? file : file.url],
      discard: (fileKey) => discarded.push(fileKey),
    },
    note: (className, sourceId, message) => notes.push({ className, sourceId, message }),
  };
}
