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
  keep?: string,
): Promise<OwnedDocumentFile[]> {
  return queryRows<OwnedDocumentFile>(
    tx,
    sql`delete from documents
        where project_id = ${projectId} and ${sql.identifier(ownerColumn)} = ${ownerId}
          ${keep ? sql`and id <> ${keep}` : sql``}
        returning id, file_key as "fileKey"`,
  );
}

/** The document id in a stored file's address of this project, if the address is one. */
export function documentIdOf(projectId: string, url: string | undefined): string | undefined {
  const prefix = `/api/projects/${projectId}/documents/`;
  if (!url?.startsWith(prefix) || !url.endsWith('/file')) return undefined;
  const id = url.slice(prefix.length, -'/file'.length);
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : undefined;
}

/**
 * Attaches a document uploaded before its owner was saved (`uploadsBeforeOwner`), or keeps it
 * when it is already this owner's. False when the project has no such document of that type
 * free to take (deleted, another owner's, another kind's).
 */
export async function attachDocument(
  tx: DbOrTx,
  projectId: string,
  owner: { type: string; column: string; id: string },
  documentId: string,
): Promise<boolean> {
  const column = sql.identifier(owner.column);
  const rows = await queryRows(
    tx,
    sql`update documents set ${column} = ${owner.id}
        where id = ${documentId} and project_id = ${projectId} and type = ${owner.type}
          and (${column} is null or ${column} = ${owner.id})
        returning id`,
  );
  return rows.length > 0;
}

/** The files of deleted documents; a failure is logged, the records are gone either way. */
export async function removeOwnedDocumentFiles(
  files: RecordFiles,
  documents: readonly OwnedDocumentFile[],
): Promise<void> {
  for (const document of documents) await removeRecordFile(files, document);
}
