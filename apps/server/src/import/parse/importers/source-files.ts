/**
 * Which source file a document or image was made of, so a later run notices a replaced file.
 * Parse never changes a stored file's bytes: a new upload gets a new name and URL
 * (`<32 hex>_<name>`), so the URL (or the old system's image path) stands for the bytes. It is
 * kept beside the object's fingerprint (import_sources, class `<Class>#file`); an object whose
 * fields did not change is not looked at, so a repeat run downloads nothing.
 */
import type { ImportContext, ImportedFile, ParseFile } from '../contract.ts';
import { asideClass, asideOf, saveAside } from '../import-sources.ts';

export const fileLabel = (file: ParseFile | string) => (typeof file === 'string' ? file : file.url);

const asideOfClass = (className: string) => asideClass(className, 'file');

/** Remembers the source file an object's Kontor row now holds. */
export async function rememberSourceFile(
  context: ImportContext,
  owner: { className: string; sourceId: string; kontorId: string },
  source: ParseFile | string,
): Promise<void> {
  await saveAside(context.db, context.projectId, asideOfClass(owner.className), {
    sourceId: owner.sourceId,
    kontorId: owner.kontorId,
    fingerprint: fileLabel(source),
  });
}

/**
 * For an object imported before: unchanged when the source names the file it named last time;
 * else the new file, downloaded and stored (or `unreachable`: the runner has noted why). An
 * object imported before its file was remembered counts as changed (downloaded once).
 */
export async function replacedFile(
  context: ImportContext,
  owner: { className: string; sourceId: string },
  source: ParseFile | string,
): Promise<'unchanged' | 'unreachable' | ImportedFile> {
  const known = await asideOf(
    context.db,
    context.projectId,
    asideOfClass(owner.className),
    owner.sourceId,
  );
  if (known?.fingerprint === fileLabel(source)) return 'unchanged';
  return (await context.files.fetch(source)) ?? 'unreachable';
}

/** The file columns of documents and images for a stored file. */
export const fileColumns = (file: ImportedFile) => ({
  fileKey: file.fileKey,
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
});
