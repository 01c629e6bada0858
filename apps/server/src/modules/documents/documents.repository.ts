import { and, desc, eq } from 'drizzle-orm';
import type { DocumentOwnerType } from '@kontor/core/schemas/documents';
import type { DbOrTx } from '../../db/database.ts';
import { documents } from '../../db/schema/files.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';

export interface DocumentOwnerRef {
  type: DocumentOwnerType;
  id: string;
}

/** The column that points at each owner type. */
const OWNER_COLUMNS = {
  object: documents.propertyId,
  task: documents.taskId,
} as const satisfies Record<DocumentOwnerType, unknown>;

const columns = {
  id: documents.id,
  name: documents.name,
  fileKey: documents.fileKey,
  fileName: documents.fileName,
  contentType: documents.contentType,
  size: documents.size,
  type: documents.type,
  propertyId: documents.propertyId,
  taskId: documents.taskId,
  createdById: documents.createdBy,
  createdByName: users.name,
  createdAt: documents.createdAt,
};

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function propertyExists(db: DbOrTx, projectId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.projectId, projectId)));
  return rows.length > 0;
}

export async function listByOwner(db: DbOrTx, projectId: string, owner: DocumentOwnerRef) {
  return db
    .select(columns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdBy))
    .where(
      and(
        eq(documents.projectId, projectId),
        eq(documents.type, owner.type),
        eq(OWNER_COLUMNS[owner.type], owner.id),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function findDocument(db: DbOrTx, projectId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdBy))
    .where(and(eq(documents.id, id), eq(documents.projectId, projectId)));
  return row;
}

export async function insertDocument(
  db: DbOrTx,
  values: {
    id: string;
    projectId: string;
    owner: DocumentOwnerRef;
    name: string;
    fileKey: string;
    fileName: string;
    contentType: string;
    size: number;
    createdBy: string;
  },
): Promise<void> {
  const { owner, ...rest } = values;
  await db.insert(documents).values({
    ...rest,
    type: owner.type,
    propertyId: owner.type === 'object' ? owner.id : null,
    taskId: owner.type === 'task' ? owner.id : null,
  });
}

/** Deletes the row and returns its file key, or undefined when there was none. */
export async function deleteDocument(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.projectId, projectId)))
    .returning({ fileKey: documents.fileKey });
  return row?.fileKey;
}
