/**
 * Parse class `Image` (spec 000 §3, 001 §3: name, description, file {name, url} or filePath,
 * module) → Kontor's images, and the image fields of other classes (services, tasks, tickets:
 * lists of 10-character Image ids or, in older data, file paths) → lists of image ids.
 */
import { and, eq } from 'drizzle-orm';
import { isRecordId } from '@kontor/core/ids';
import { MAX_IMAGES_PER_ELEMENT } from '@kontor/core/schemas/images';
import { images } from '../../../db/schema/files.ts';
import { setImageUsages } from '../../../lib/image-usages.ts';
import type {
  ClassImporter,
  ImportContext,
  ImportedFile,
  ImportOutcome,
  ParseFile,
  ParseObject,
} from '../contract.ts';
import { importMessages } from '../import-messages.ts';
import { fileColumns, fileLabel, rememberSourceFile, replacedFile } from './source-files.ts';
import { derivedId, instant, nonEmpty, parseFile, pointerId, text } from './parse-values.ts';
import { creatorOf, optionalPointer } from './references.ts';
import { PARSE_CLASSES } from './class-names.ts';

const MAX_NAME = 200;

const nameOf = (given: string | undefined, file: ImportedFile) =>
  (given ?? file.fileName).slice(0, MAX_NAME);

/** The image row for a stored file; `id` is new (callers check existence first). */
async function insertImage(
  context: ImportContext,
  values: {
    id: string;
    name: string | undefined;
    file: ImportedFile;
    description?: string;
    moduleId?: string | null;
    createdBy?: string | null;
    createdAt?: Date;
  },
) {
  const { file } = values;
  await context.db.insert(images).values({
    id: values.id,
    projectId: context.projectId,
    name: nameOf(values.name, file),
    description: values.description ?? '',
    ...fileColumns(file),
    width: file.width ?? null,
    height: file.height ?? null,
    moduleId: values.moduleId ?? null,
    createdBy: values.createdBy ?? null,
    ...(values.createdAt && { createdAt: values.createdAt, updatedAt: values.createdAt }),
  });
}

async function imageExists(context: ImportContext, id: string) {
  const rows = await context.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, id), eq(images.projectId, context.projectId)));
  return rows.length > 0;
}

/**
 * An earlier run's image: name, description and module follow the source, and so does the
 * picture when the source names another file (source-files.ts): same id, so every use of the
 * image shows the new one; the old file and its thumbnails are deleted after the commit.
 * Undefined when the row is gone (it is made again).
 */
async function updateImage(
  context: ImportContext,
  object: ParseObject,
  existingId: string,
  values: { name: string | undefined; description: string; moduleId: string | null },
): Promise<ImportOutcome | undefined> {
  const [current] = await context.db
    .select({ fileKey: images.fileKey })
    .from(images)
    .where(and(eq(images.id, existingId), eq(images.projectId, context.projectId)));
  if (!current) return undefined;
  const source = sourceOf(object);
  const owner = { className: PARSE_CLASSES.image, sourceId: object.objectId };
  const file = source ? await replacedFile(context, owner, source) : 'unchanged';
  if (file === 'unreachable') {
    return { kind: 'skipped', reason: importMessages.replacedFileUnreachable(fileLabel(source!)) };
  }
  await context.db
    .update(images)
    .set({
      ...(values.name && { name: values.name.slice(0, MAX_NAME) }),
      description: values.description,
      moduleId: values.moduleId,
      ...(file !== 'unchanged' && {
        ...fileColumns(file),
        width: file.width ?? null,
        height: file.height ?? null,
      }),
      updatedAt: new Date(),
    })
    .where(and(eq(images.id, existingId), eq(images.projectId, context.projectId)));
  if (file !== 'unchanged') {
    await rememberSourceFile(context, { ...owner, kontorId: existingId }, source!);
    context.files.discard(current.fileKey);
  }
  return { kind: 'updated', kontorId: existingId };
}

const sourceOf = (object: ParseObject) => parseFile(object.file) ?? nonEmpty(object.filePath);

export const imageImporter: ClassImporter = {
  className: PARSE_CLASSES.image,
  kontorTable: 'images',
  dependsOn: ['_User', 'Module'],
  async upsert(object, existingId, context): Promise<ImportOutcome> {
    const name = nonEmpty(object.name);
    const description = text(object.description) ?? '';
    const moduleId = await optionalPointer(
      context,
      object,
      PARSE_CLASSES.image,
      'module',
      'Module',
      'Modul',
    );
    if (existingId) {
      const updated = await updateImage(context, object, existingId, {
        name,
        description,
        moduleId,
      });
      if (updated) return updated;
    }
    const source = sourceOf(object);
    if (!source) return { kind: 'skipped', reason: 'Bild ohne Datei (file, filePath)' };
    const file = await context.files.fetch(source);
    if (!file) {
      return { kind: 'skipped', reason: `Datei nicht erreichbar (${fileLabel(source)})` };
    }
    const id = existingId ?? (await context.refs.idFor(PARSE_CLASSES.image, object.objectId));
    await insertImage(context, {
      id,
      name,
      file,
      description,
      moduleId,
      createdBy: await creatorOf(context, object, PARSE_CLASSES.image),
      createdAt: instant(object.createdAt),
    });
    await rememberSourceFile(
      context,
      { className: PARSE_CLASSES.image, sourceId: object.objectId, kontorId: id },
      source,
    );
    return { kind: 'created', kontorId: id };
  },
};

/**
 * The image a file path or a file of another object's field stands for: the image made of it
 * on an earlier run (its id derived from the path), else a new one. Undefined: not reachable.
 */
async function imageOfFile(context: ImportContext, source: ParseFile | string) {
  const id = derivedId('parse-image-file', context.projectId, fileLabel(source));
  if (await imageExists(context, id)) return id;
  const file = await context.files.fetch(source);
  if (!file) return undefined;
  const base = fileLabel(source).split('/').pop() || undefined;
  await insertImage(context, {
    id,
    name: typeof source === 'string' ? base : source.name || base,
    file,
  });
  return id;
}

/**
 * An image field of another class (services, tasks, tickets) as Kontor image ids, in order:
 * 10-character strings and pointers name Image objects, other strings are file paths (spec
 * 001 §9), file objects are files. What is not found or not reachable is left out and noted.
 */
export async function imagesOf(
  context: ImportContext,
  owner: { className: string; sourceId: string },
  value: unknown,
  field = 'images',
): Promise<string[]> {
  const note = (message: string) => context.note(owner.className, owner.sourceId, message);
  const ids: string[] = [];
  const byId = async (sourceId: string) => {
    const id = await context.refs.resolve(PARSE_CLASSES.image, sourceId);
    if (!id) note(`Bild nicht gefunden (${field} → ${sourceId}); ohne übernommen`);
    return id;
  };
  const byFile = async (source: ParseFile | string) => {
    const id = await imageOfFile(context, source);
    if (!id) note(`Bild nicht erreichbar (${field} → ${fileLabel(source)}); ohne übernommen`);
    return id;
  };
  for (const entry of Array.isArray(value) ? value : []) {
    const file = parseFile(entry);
    const path = typeof entry === 'string' ? entry.trim() : '';
    const sourceId = typeof entry === 'string' ? undefined : pointerId(entry);
    const id = file
      ? await byFile(file)
      : isRecordId(path)
        ? await byId(path)
        : path !== ''
          ? await byFile(path)
          : sourceId
            ? await byId(sourceId)
            : undefined;
    if (id && !ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_IMAGES_PER_ELEMENT) {
    note(
      `${ids.length} Bilder übernommen; Kontor erlaubt höchstens ${MAX_IMAGES_PER_ELEMENT}, beim nächsten Bearbeiten der Bilder müssen einige entfernt werden`,
    );
  }
  return ids;
}

/** Records which images a field uses (so deleting an image clears it, decision 0004). */
export const recordImageUsages = (
  context: ImportContext,
  elementType: string,
  elementId: string,
  ids: readonly string[],
) =>
  setImageUsages(context.db, context.projectId, { elementType, elementId, field: 'images' }, ids);
