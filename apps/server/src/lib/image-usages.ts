import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { imageMessages } from '@kontor/core/schemas/images';
import type { DbOrTx } from '../db/database.ts';
import { imageUsages, images } from '../db/schema/files.ts';
import type { ImageFieldDeclaration, JsonImagePlace } from './module-declarations.ts';
import { HttpProblem } from './problem.ts';

/** A record field that holds image ids (spec: image fields store 10-character ids). */
export interface ImageField {
  elementType: string;
  elementId: string;
  field: string;
}

/**
 * Refuses ids that are not images of this project (another project's id is as unknown as a
 * made-up one), with the German message under the form field's name.
 */
export async function assertImagesOfProject(
  db: DbOrTx,
  projectId: string,
  ids: readonly string[],
  formField: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.projectId, projectId), inArray(images.id, unique)));
  if (found.length !== unique.length) {
    throw new HttpProblem(400, imageMessages.notFound, { [formField]: [imageMessages.notFound] });
  }
}

/** Records which images one field now uses, replacing what it used before. */
export async function setImageUsages(
  db: DbOrTx,
  projectId: string,
  target: ImageField,
  ids: readonly string[],
): Promise<void> {
  await db
    .delete(imageUsages)
    .where(
      and(
        eq(imageUsages.projectId, projectId),
        eq(imageUsages.elementType, target.elementType),
        eq(imageUsages.elementId, target.elementId),
        eq(imageUsages.field, target.field),
      ),
    );
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .insert(imageUsages)
    .values(unique.map((imageId) => ({ imageId, projectId, ...target })))
    .onConflictDoNothing();
}

/** The new jsonb value without the image, and which rows hold it. */
function jsonClearing(
  name: SQL | ReturnType<typeof sql.identifier>,
  json: JsonImagePlace,
  imageId: string,
): [SQL, SQL] {
  const path = sql`${`{${json.path.join(',')}}`}::text[]`;
  const at = sql`(${name} #> ${path})`;
  // jsonb_set with an empty path changes nothing: the column itself is replaced then.
  const setAt = (value: SQL) =>
    json.path.length > 0 ? sql`jsonb_set(${name}, ${path}, ${value})` : value;
  switch (json.holds) {
    case 'id':
      return [setAt(sql`'null'::jsonb`), sql`${name} #>> ${path} = ${imageId}::text`];
    case 'objects':
      return [
        setAt(sql`(select jsonb_agg(case when e ->> 'image' = ${imageId}::text
          then jsonb_set(e, '{image}', 'null'::jsonb) else e end order by n)
          from jsonb_array_elements(${at}) with ordinality as x(e, n))`),
        sql`${at} @> jsonb_build_array(jsonb_build_object('image', ${imageId}::text))`,
      ];
    case 'ids':
      return [
        setAt(sql`coalesce((select jsonb_agg(e order by n)
          from jsonb_array_elements(${at}) with ordinality as x(e, n)
          where e <> to_jsonb(${imageId}::text)), '[]'::jsonb)`),
        sql`${at} @> jsonb_build_array(${imageId}::text)`,
      ];
  }
}

/**
 * What a deleted image leaves behind: every declared image field pointing at it is cleared
 * (a single id set to null, a list loses the id, an object's `image` becomes null).
 */
export async function clearImageReferences(
  db: DbOrTx,
  fields: readonly ImageFieldDeclaration[],
  projectId: string,
  imageId: string,
): Promise<void> {
  for (const { column } of fields) {
    const name = sql.identifier(column.name);
    const [set, where] = column.json
      ? jsonClearing(name, column.json, imageId)
      : column.many
        ? [sql`array_remove(${name}, ${imageId})`, sql`${imageId} = any(${name})`]
        : [sql`null`, sql`${name} = ${imageId}`];
    await db.execute(
      sql`update ${sql.identifier(column.table)} set ${name} = ${set}
          where ${sql.identifier(column.projectColumn)} = ${projectId} and ${where}`,
    );
  }
}

/**
 * The images list's "connected elements" of image `i` as a JSON array: each usage labelled by
 * its field's declaration and the element's name ("Aufgabe: Treppenhaus reinigen"), or the
 * label alone for an element without a name ("Projektlogo").
 */
export function connectedElementsSql(fields: readonly ImageFieldDeclaration[]): SQL {
  const labels = fields.map(
    (f) => sql`when iu.element_type = ${f.elementType}::text and iu.field = ${f.field}::text
      then ${f.name ? `${f.label}: ` : f.label}::text || ${
        f.name
          ? sql`coalesce((select ${sql.identifier(f.name.column)}
        from ${sql.identifier(f.name.table)} where id = iu.element_id), '')`
          : sql`''`
      }`,
  );
  const label =
    labels.length > 0 ? sql`case ${sql.join(labels, sql` `)} else iu.field end` : sql`iu.field`;
  return sql`coalesce((
    select json_agg(json_build_object('type', iu.element_type, 'id', iu.element_id, 'label', ${label})
      order by iu.element_type, iu.element_id, iu.field)
    from image_usages iu where iu.image_id = i.id), '[]'::json)`;
}
