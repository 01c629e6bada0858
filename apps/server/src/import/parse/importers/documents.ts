/**
 * Parse class `Document` (spec 000 §3: name, file {name, url}, type 'object' or 'task',
 * property (the create call names it `object`), task, created_by) → Kontor's documents of a
 * property ('Dokumente') or of a task, with the file downloaded and stored by the runner. A
 * later run that finds another file in the source replaces the stored one.
 */
import { and, eq } from 'drizzle-orm';
import { documents } from '../../../db/schema/files.ts';
import type { ClassImporter, ImportContext, ImportOutcome, ParseObject } from '../contract.ts';
import { instant, nonEmpty, parseFile, pointerId } from './parse-values.ts';
import { creatorOf, requiredPointer } from './references.ts';
import { PARSE_CLASSES } from './class-names.ts';
import { importMessages } from '../import-messages.ts';
import { fileColumns, rememberSourceFile, replacedFile } from './source-files.ts';

const MAX_NAME = 200;

type Owner = { propertyId: string; taskId: null } | { propertyId: null; taskId: string };

/** 'object' → the property, 'task' → the task; without a type, the one pointer given decides. */
async function ownerOf(
  context: ImportContext,
  object: ParseObject,
): Promise<{ type: 'object' | 'task'; owner: Owner } | { skipped: ImportOutcome }> {
  const propertyField = object.property !== undefined ? 'property' : 'object';
  const hasProperty = pointerId(object[propertyField]) !== undefined;
  const hasTask = pointerId(object.task) !== undefined;
  const type =
    object.type === 'object' || object.type === 'task'
      ? object.type
      : object.type === undefined && hasProperty !== hasTask
        ? hasTask
          ? 'task'
          : 'object'
        : undefined;
  if (!type) {
    return {
      skipped: {
        kind: 'skipped',
        reason: `Unbekannte Art des Dokuments „${String(object.type ?? '')}“ (type)`,
      },
    };
  }
  if (type === 'task') {
    const task = await requiredPointer(context, object, 'task', PARSE_CLASSES.task, 'Aufgabe');
    return 'skipped' in task ? task : { type, owner: { propertyId: null, taskId: task.id } };
  }
  const property = await requiredPointer(
    context,
    object,
    propertyField,
    PARSE_CLASSES.property,
    'Objekt',
  );
  return 'skipped' in property
    ? property
    : { type, owner: { propertyId: property.id, taskId: null } };
}

/**
 * An earlier run's document: name and owner follow the source, and so does the file when the
 * source names another one (source-files.ts; the old file and its thumbnails are deleted after
 * the commit). Undefined when the row is gone (it is made again).
 */
async function updateDocument(
  context: ImportContext,
  object: ParseObject,
  existingId: string,
  values: { name: string | undefined; found: { type: 'object' | 'task'; owner: Owner } },
): Promise<ImportOutcome | undefined> {
  const [current] = await context.db
    .select({ fileKey: documents.fileKey })
    .from(documents)
    .where(and(eq(documents.id, existingId), eq(documents.projectId, context.projectId)));
  if (!current) return undefined;
  const source = parseFile(object.file);
  const owner = { className: PARSE_CLASSES.document, sourceId: object.objectId };
  const file = source ? await replacedFile(context, owner, source) : 'unchanged';
  if (file === 'unreachable') {
    return { kind: 'skipped', reason: importMessages.replacedFileUnreachable(source!.url) };
  }
  const { name, found } = values;
  await context.db
    .update(documents)
    .set({
      ...(name && { name: name.slice(0, MAX_NAME) }),
      type: found.type,
      ...found.owner,
      ...(file !== 'unchanged' && fileColumns(file)),
    })
    .where(and(eq(documents.id, existingId), eq(documents.projectId, context.projectId)));
  if (file !== 'unchanged') {
    await rememberSourceFile(context, { ...owner, kontorId: existingId }, source!);
    context.files.discard(current.fileKey);
  }
  return { kind: 'updated', kontorId: existingId };
}

export const documentImporter: ClassImporter = {
  className: PARSE_CLASSES.document,
  kontorTable: 'documents',
  dependsOn: [PARSE_CLASSES.user, PARSE_CLASSES.property, PARSE_CLASSES.task],
  async upsert(object, existingId, context): Promise<ImportOutcome> {
    const found = await ownerOf(context, object);
    if ('skipped' in found) return found.skipped;
    const source = parseFile(object.file);
    const given = nonEmpty(object.name);
    if (existingId) {
      const updated = await updateDocument(context, object, existingId, { name: given, found });
      if (updated) return updated;
    }
    if (!source) return { kind: 'skipped', reason: 'Dokument ohne Datei (file)' };
    const file = await context.files.fetch(source);
    if (!file) return { kind: 'skipped', reason: `Datei nicht erreichbar (file → ${source.url})` };
    const name = given ?? (nonEmpty(source.name) || file.fileName);
    if (!given) {
      context.note(
        PARSE_CLASSES.document,
        object.objectId,
        `Dokument ohne Namen; als „${name}“ übernommen`,
      );
    }
    const id = existingId ?? (await context.refs.idFor(PARSE_CLASSES.document, object.objectId));
    const createdAt = instant(object.createdAt);
    await context.db.insert(documents).values({
      id,
      projectId: context.projectId,
      name: name.slice(0, MAX_NAME),
      ...fileColumns(file),
      type: found.type,
      ...found.owner,
      createdBy: await creatorOf(context, object, PARSE_CLASSES.document),
      ...(createdAt && { createdAt }),
    });
    await rememberSourceFile(
      context,
      { className: PARSE_CLASSES.document, sourceId: object.objectId, kontorId: id },
      source,
    );
    return { kind: 'created', kontorId: id };
  },
};
