/**
 * Parse class `Document` (spec 000 §3: name, file {name, url}, type 'object' or 'task',
 * property (the create call names it `object`), task, created_by) → Kontor's documents of a
 * property ('Dokumente') or of a task, with the file downloaded and stored by the runner.
 */
import { and, eq } from 'drizzle-orm';
import { documents } from '../../../db/schema/files.ts';
import type { ClassImporter, ImportContext, ImportOutcome, ParseObject } from '../contract.ts';
import { instant, nonEmpty, parseFile, pointerId } from './parse-values.ts';
import { creatorOf, requiredPointer } from './references.ts';
import { PARSE_CLASSES } from './class-names.ts';

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
      // The stored file stays; name and owner follow the source.
      const updated = await context.db
        .update(documents)
        .set({ ...(given && { name: given.slice(0, MAX_NAME) }), type: found.type, ...found.owner })
        .where(and(eq(documents.id, existingId), eq(documents.projectId, context.projectId)))
        .returning({ id: documents.id });
      if (updated.length > 0) return { kind: 'updated', kontorId: existingId };
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
      fileKey: file.fileKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      type: found.type,
      ...found.owner,
      createdBy: await creatorOf(context, object, PARSE_CLASSES.document),
      ...(createdAt && { createdAt }),
    });
    return { kind: 'created', kontorId: id };
  },
};
