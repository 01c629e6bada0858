import { documentMessages, type Document } from '@kontor/core/schemas/documents';
import type { Db } from '../../db/database.ts';
import { commitUpload } from '../../files/process-upload.ts';
import { openRecordFile, removeRecordFile, type RecordFiles } from '../../files/record-files.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { scheduleUnattachedCleanup } from './documents.cleanup.ts';
import * as repo from './documents.repository.ts';
import type { DocumentForm } from './documents.upload.ts';

/** What the document service uses: the database, file storage and the log. */
export interface DocumentDeps extends RecordFiles {
  db: Db;
}

export type Owner = repo.DocumentOwnerRef;
type AttachedOwner = repo.AttachedOwnerRef;

const documentNotFound = () => new HttpProblem(404, documentMessages.notFound);

function toDocument(projectId: string, row: repo.DocumentRow): Document {
  return {
    id: row.id,
    name: row.name,
    file: {
      name: row.fileName,
      url: `/api/projects/${projectId}/documents/${row.id}/file`,
    },
    contentType: row.contentType,
    size: row.size,
    type: row.type,
    propertyId: row.propertyId,
    taskId: row.taskId,
    ticketId: row.ticketId,
    downloadId: row.downloadId,
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertOwner(db: Db, projectId: string, owner: AttachedOwner) {
  if (!(await repo.ownerExists(db, projectId, owner))) {
    throw new HttpProblem(404, owner.kind.notFound);
  }
}

/** The owner's documents, newest first. */
export async function list(db: Db, projectId: string, owner: AttachedOwner) {
  await assertOwner(db, projectId, owner);
  const rows = await repo.listByOwner(db, projectId, owner);
  return { items: rows.map((row) => toDocument(projectId, row)) };
}

/** Stores the form `readForm` reads (only after the owner was found) as the owner's document. */
export async function create(
  deps: DocumentDeps,
  projectId: string,
  userId: string,
  owner: Owner,
  readForm: () => Promise<DocumentForm>,
): Promise<Document> {
  // Before the upload is read, so a wrong owner costs no storage write.
  if (owner.id !== null) await assertOwner(deps.db, projectId, { ...owner, id: owner.id });
  const { name, upload } = await readForm();
  await commitUpload(deps.storage, upload, () =>
    deps.db.transaction(async (tx) => {
      await repo.insertDocument(tx, {
        id: upload.id,
        projectId,
        owner,
        name,
        fileKey: upload.key,
        fileName: upload.name,
        contentType: upload.contentType,
        size: upload.size,
        createdBy: userId,
      });
      // Uploaded for an owner not saved yet: given up after a day unless attached by then.
      if (owner.id === null) await scheduleUnattachedCleanup(tx, owner.kind, projectId, upload.id);
    }),
  ).catch((error: unknown) => {
    // The owner was deleted while the file was uploading.
    if (isForeignKeyViolation(error)) throw new HttpProblem(404, owner.kind.notFound);
    throw error;
  });
  return get(deps.db, projectId, upload.id);
}

export async function get(db: Db, projectId: string, id: string) {
  const row = await repo.findDocument(db, projectId, id);
  if (!row) throw documentNotFound();
  return toDocument(projectId, row);
}

/** The stored file of a document, or 404 (also when the file went missing from storage). */
export async function openFile(
  deps: DocumentDeps,
  projectId: string,
  id: string,
  find: typeof repo.findDocument = repo.findDocument,
) {
  const row = await find(deps.db, projectId, id);
  if (!row) throw documentNotFound();
  const stored = await openRecordFile(deps, row, documentNotFound);
  return { stored, name: row.fileName };
}

export async function remove(deps: DocumentDeps, projectId: string, id: string) {
  const fileKey = await repo.deleteDocument(deps.db, projectId, id);
  if (fileKey === undefined) throw documentNotFound();
  await removeRecordFile(deps, { id, fileKey });
}
