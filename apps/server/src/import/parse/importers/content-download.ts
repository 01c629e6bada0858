/**
 * Parse class Download (spec 001 §3) → content item of type 'downloads'. A Parse file becomes a
 * document of the download (docs/content.md "Files of downloads"); an external http(s) link
 * stays a link.
 */
import { and, eq, ne } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { downloads } from '@kontor/core/content/types/downloads';
import { documents } from '../../../db/schema/files.ts';
import { documentIdOf } from '../../../lib/owned-documents.ts';
import { customDataOf, writeContentItem } from './content-items.ts';
import {
  contentImporter,
  isEmpty,
  recordOf,
  rowIdOf,
  textOf,
  type Scope,
} from './content-scope.ts';

type StoredFile = { name: string; url: string } | null;

async function fileOf(scope: Scope, itemId: string): Promise<StoredFile> {
  const value = scope.object.file;
  if (isEmpty(value)) return null;
  const raw = recordOf(value);
  const url = textOf(raw.url);
  const name = textOf(raw.name) || url.split('/').pop() || 'Datei';
  if (raw.__type !== 'File') {
    const link = scope.link(url, 'Datei');
    return link ? { name, url: link } : null;
  }
  const imported = await scope.ctx.files.fetch({ __type: 'File', name, url });
  if (!imported) {
    scope.note(`Datei: „${name}“ war nicht erreichbar und wurde nicht übernommen.`);
    return null;
  }
  const { db, projectId } = scope;
  // The same stored file of this download is kept (a second run), a new one replaces it.
  const [kept] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.downloadId, itemId), eq(documents.fileKey, imported.fileKey)));
  const documentId = kept?.id ?? newId();
  if (!kept) {
    await db.insert(documents).values({
      id: documentId,
      projectId,
      name: imported.fileName,
      fileKey: imported.fileKey,
      fileName: imported.fileName,
      contentType: imported.contentType,
      size: imported.size,
      type: 'download',
      downloadId: itemId,
    });
  }
  return {
    name: imported.fileName,
    url: `/api/projects/${projectId}/documents/${documentId}/file`,
  };
}

/** Documents of the download other than the one its file names now. */
async function dropReplacedDocuments(scope: Scope, itemId: string, file: StoredFile) {
  const keep = documentIdOf(scope.projectId, file?.url) ?? '';
  const gone = await scope.db
    .delete(documents)
    .where(and(eq(documents.downloadId, itemId), ne(documents.id, keep)))
    .returning({ fileName: documents.fileName });
  for (const { fileName } of gone)
    scope.note(`Die ersetzte Datei „${fileName}“ liegt noch im Speicher (nicht mehr verknüpft).`);
}

export const downloadImporter = contentImporter(
  'Download',
  ['Module', 'Category', 'Image', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const id = await rowIdOf(scope, existingId);
    const file = await fileOf(scope, id);
    const values = {
      title: scope.text(o.title, 'title'),
      info: scope.text(o.info, 'info'),
      file,
      image: await scope.image(o.image),
      categories: await scope.categories(o.categories),
    };
    scope.unmapped([...Object.keys(values), 'data', 'created_by', 'updated_by']);
    await writeContentItem(scope, downloads, id, {
      values,
      data: await customDataOf(scope, downloads.module),
      ...(await scope.authors()),
    });
    await dropReplacedDocuments(scope, id, file);
    return id;
  },
);
