import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { documents } from '../../db/schema/files.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../db/sql.ts';
import type { DocumentOwnerDeclaration } from '../../lib/module-declarations.ts';

/** A document's owner: its declared kind and its id. */
export interface DocumentOwnerRef {
  kind: DocumentOwnerDeclaration;
  /** null: uploaded before its owner exists (`uploadsBeforeOwner`), attached when it is saved. */
  id: string | null;
}

/** An owner that exists (list, existence check). */
export type AttachedOwnerRef = DocumentOwnerRef & { id: string };

/** The documents column that points at the owner, by its declared column name. */
function ownerColumn(owner: DocumentOwnerRef) {
  const entry = Object.entries(getTableColumns(documents)).find(
    ([, column]) => column.name === owner.kind.column,
  );
  if (!entry) throw new Error(`documents has no column ${owner.kind.column}`);
  return { key: entry[0], column: entry[1] };
}

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
  ticketId: documents.ticketId,
  downloadId: documents.downloadId,
  createdById: documents.createdBy,
  createdByName: users.name,
  createdAt: documents.createdAt,
};

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function ownerExists(db: DbOrTx, projectId: string, owner: AttachedOwnerRef) {
  const rows = await queryRows(
    db,
    sql`select 1 from ${sql.identifier(owner.kind.table)}
        where id = ${owner.id} and project_id = ${projectId}`,
  );
  return rows.length > 0;
}

/**
 * The module path of a document's owner kind as a scalar sub-select (no row when the document
 * is not in the project): the access guard checks that module (plugins/access.ts).
 */
export function documentModuleSql(
  owners: readonly DocumentOwnerDeclaration[],
  projectId: string,
  id: string,
): SQL {
  const cases = owners.map((o) => sql`when ${o.type}::text then ${o.module}::text`);
  const module = cases.length > 0 ? sql`case d.type ${sql.join(cases, sql` `)} end` : sql`null`;
  return sql`select ${module} from documents d where d.id = ${id} and d.project_id = ${projectId}`;
}

export async function listByOwner(db: DbOrTx, projectId: string, owner: AttachedOwnerRef) {
  return db
    .select(columns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdBy))
    .where(
      and(
        eq(documents.projectId, projectId),
        eq(documents.type, owner.kind.type),
        eq(ownerColumn(owner).column, owner.id),
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

/**
 * A document whose owner is public by its kind's `publicWhen`, in a project where the kind's
 * module is enabled: what a website may download without a session.
 */
export async function findPublicDocument(
  owners: readonly DocumentOwnerDeclaration[],
  db: DbOrTx,
  projectId: string,
  id: string,
) {
  const kinds = owners.filter((o) => o.publicWhen);
  if (kinds.length === 0) return undefined;
  const visible = kinds.map(
    (o) => sql`(${documents.type} = ${o.type}
      and exists (select 1 from ${sql.identifier(o.table)} o
        where o.id = ${sql.identifier('documents')}.${sql.identifier(o.column)}
          and o.project_id = ${documents.projectId} and (${sql.raw(o.publicWhen!)}))
      and exists (select 1 from modules m
        where m.project_id = ${documents.projectId} and m.path = ${o.module}))`,
  );
  const [row] = await db
    .select(columns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdBy))
    .where(
      and(
        eq(documents.id, id),
        eq(documents.projectId, projectId),
        sql`(${sql.join(visible, sql` or `)})`,
      ),
    );
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
    type: owner.kind.type,
    [ownerColumn(owner).key]: owner.id,
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
