import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { contentMessages } from '@kontor/core/content/messages';
import { httpMessages } from '../../plugins/messages.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { DocumentOwnerDeclaration } from '../../lib/module-declarations.ts';
import {
  attachDocument,
  deleteOwnedDocuments,
  documentIdOf,
  type OwnedDocumentFile,
} from '../../lib/owned-documents.ts';
import { HttpProblem } from '../../lib/problem.ts';

/** Types whose `file` fields keep their file as a document of the shared documents code. */
const FILE_OWNERS: Readonly<Record<string, { type: 'download'; column: string }>> = {
  downloads: { type: 'download', column: 'download_id' },
};

/**
 * The documents declaration of a type with files: uploaded before the item is saved
 * (POST …/<type>/files), public while the item is published.
 */
export function documentOwnerOf(
  type: ContentTypeDeclaration,
): DocumentOwnerDeclaration | undefined {
  const owner = FILE_OWNERS[type.type];
  if (!owner) return undefined;
  return {
    type: owner.type,
    label: `a ${owner.type}`,
    module: type.module,
    segment: type.type,
    param: 'itemId',
    column: owner.column,
    table: 'content_items',
    notFound: type.texts.notFound,
    uploadsBeforeOwner: true,
    publicWhen: "o.state = 'published'",
  };
}

/**
 * Attaches the uploaded documents the item's file fields name (in `values`, the fields being
 * written) and deletes the documents they replace, whose files go after the commit.
 */
export async function attachFiles(
  tx: DbOrTx,
  type: ContentTypeDeclaration,
  projectId: string,
  itemId: string,
  values: Record<string, unknown>,
): Promise<OwnedDocumentFile[]> {
  const owner = FILE_OWNERS[type.type];
  if (!owner) return [];
  const replaced: OwnedDocumentFile[] = [];
  for (const [name, field] of Object.entries(type.fields)) {
    if (field.kind !== 'file' || !(name in values)) continue;
    const url = (values[name] as { url?: string } | null)?.url;
    const documentId = documentIdOf(projectId, url);
    const gone = () =>
      new HttpProblem(400, httpMessages.validation, { [name]: [contentMessages.fileGone] });
    // Another project's document, or one this item may not take.
    if (url?.startsWith('/api/') && !documentId) throw gone();
    if (
      documentId &&
      !(await attachDocument(tx, projectId, { ...owner, id: itemId }, documentId))
    ) {
      throw gone();
    }
    replaced.push(...(await deleteOwnedDocuments(tx, projectId, owner.column, itemId, documentId)));
  }
  return replaced;
}

/** Deletes the documents of deleted items (their files go after the commit). */
export async function deleteItemFiles(
  tx: DbOrTx,
  type: ContentTypeDeclaration,
  projectId: string,
  ids: readonly string[],
): Promise<OwnedDocumentFile[]> {
  const owner = FILE_OWNERS[type.type];
  if (!owner) return [];
  const files: OwnedDocumentFile[] = [];
  for (const id of ids)
    files.push(...(await deleteOwnedDocuments(tx, projectId, owner.column, id)));
  return files;
}

/** An item for the website: file fields point at the public address of their document. */
export function withPublicFiles<T extends Record<string, unknown>>(
  type: ContentTypeDeclaration,
  projectId: string,
  item: T,
): T {
  const result: Record<string, unknown> = { ...item };
  for (const [name, field] of Object.entries(type.fields)) {
    const file = item[name] as { name: string; url: string } | null | undefined;
    if (field.kind !== 'file' || !file || !documentIdOf(projectId, file.url)) continue;
    result[name] = { ...file, url: file.url.replace('/api/projects/', '/api/public/projects/') };
  }
  return result as T;
}
