import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModulePath } from '@kontor/core/modules';
import { documentMessages, type Document } from '@kontor/core/schemas/documents';
import { propertyMessages } from '@kontor/core/schemas/properties';
import { commitUpload } from '../../files/process-upload.ts';
import { openRecordFile, removeRecordFile } from '../../files/record-files.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import * as repo from './documents.repository.ts';
import { readDocumentForm } from './documents.upload.ts';

/**
 * What each owner type needs: the module a role must have to see its documents and how to tell
 * that the owner exists in the project. Task documents add a 'task' entry here (module '/tasks').
 */
const OWNERS = {
  object: {
    module: '/properties',
    notFound: propertyMessages.notFound,
    exists: repo.propertyExists,
  },
} as const satisfies Record<
  string,
  {
    module: ModulePath;
    notFound: string;
    exists: (db: FastifyInstance['db'], projectId: string, id: string) => Promise<boolean>;
  }
>;

export type OwnerType = keyof typeof OWNERS;
export type Owner = { type: OwnerType; id: string };

export function ownerModule(type: OwnerType): ModulePath {
  return OWNERS[type].module;
}

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
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertOwner(app: FastifyInstance, projectId: string, owner: Owner) {
  const kind = OWNERS[owner.type];
  if (!(await kind.exists(app.db, projectId, owner.id))) throw new HttpProblem(404, kind.notFound);
}

/** The owner's documents, newest first. */
export async function list(app: FastifyInstance, projectId: string, owner: Owner) {
  await assertOwner(app, projectId, owner);
  const rows = await repo.listByOwner(app.db, projectId, owner);
  return { items: rows.map((row) => toDocument(projectId, row)) };
}

export async function create(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  userId: string,
  owner: Owner,
): Promise<Document> {
  // Before the upload is read, so a wrong owner costs no storage write.
  await assertOwner(app, projectId, owner);
  const { name, upload } = await readDocumentForm(request, app.storage, projectId);
  await commitUpload(app.storage, upload, () =>
    repo.insertDocument(app.db, {
      id: upload.id,
      projectId,
      owner,
      name,
      fileKey: upload.key,
      fileName: upload.name,
      contentType: upload.contentType,
      size: upload.size,
      createdBy: userId,
    }),
  ).catch((error: unknown) => {
    // The owner was deleted while the file was uploading.
    if (isForeignKeyViolation(error)) throw new HttpProblem(404, OWNERS[owner.type].notFound);
    throw error;
  });
  return get(app, projectId, upload.id);
}

export async function get(app: FastifyInstance, projectId: string, id: string) {
  const row = await repo.findDocument(app.db, projectId, id);
  if (!row) throw documentNotFound();
  return toDocument(projectId, row);
}

/** The stored file of a document, or 404 (also when the file went missing from storage). */
export async function openFile(request: FastifyRequest, projectId: string, id: string) {
  const row = await repo.findDocument(request.server.db, projectId, id);
  if (!row) throw documentNotFound();
  const stored = await openRecordFile(request, row, documentNotFound);
  return { stored, name: row.fileName };
}

export async function remove(request: FastifyRequest, projectId: string, id: string) {
  const fileKey = await repo.deleteDocument(request.server.db, projectId, id);
  if (fileKey === undefined) throw documentNotFound();
  await removeRecordFile(request, { id, fileKey });
}
