import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { removeRecordFile, type RecordFiles } from '../files/record-files.ts';

export interface OwnedDocumentFile {
  id: string;
  fileKey: string;
}

/**
 * Deletes the documents attached to a record, inside the transaction that deletes the record
 * (`ownerColumn` is the owner's declared `documentOwner.column`). Returns their files, which
 * `removeOwnedDocumentFiles` removes once the transaction has committed.
 */
export async function deleteOwnedDocuments(
  tx: DbOrTx,
  projectId: string,
  ownerColumn: string,
  ownerId: string,
): Promise<OwnedDocumentFile[]> {
  return queryRows<OwnedDocumentFile>(
    tx,
    sql`delete from documents
        where project_id = ${projectId} and ${sql.identifier(ownerColumn)} = ${ownerId}
        returning id, file_key as "fileKey"`,
  );
}

/** The files of deleted documents; a failure is logged, the records are gone either way. */
export async function removeOwnedDocumentFiles(
  files: RecordFiles,
  documents: readonly OwnedDocumentFile[],
): Promise<void> {
  for (const document of documents) await removeRecordFile(files, document);
}
