import type { ContentField, ContentTypeDeclaration } from '@kontor/core/content/declaration';
import type { DbOrTx } from '../../db/database.ts';
import { setImageUsages } from '../../lib/image-usages.ts';

/** A field that keeps image ids inside the item's `fields` jsonb: a gallery or a team. */
export interface JsonImageField {
  key: string;
  field: ContentField;
  /** Team members: objects whose `image` is the id. */
  objects: boolean;
}

export function jsonImageFieldsOf(type: ContentTypeDeclaration): JsonImageField[] {
  return Object.entries(type.fields)
    .filter(([, field]) => field.kind === 'gallery' || field.kind === 'team')
    .map(([key, field]) => ({ key, field, objects: field.kind === 'team' }));
}

function idsOf(value: unknown, objects: boolean): string[] {
  if (!Array.isArray(value)) return [];
  const ids = objects ? value.map((member) => (member as { image?: unknown }).image) : value;
  return ids.filter((id): id is string => typeof id === 'string');
}

/**
 * Records the images the item's galleries and team use (images' connected elements; a deleted
 * image is then removed from them, lib/image-usages.ts). Only fields present in `values`.
 */
export async function recordJsonImages(
  tx: DbOrTx,
  type: ContentTypeDeclaration,
  projectId: string,
  itemId: string,
  values: Record<string, unknown>,
): Promise<void> {
  for (const { key, objects } of jsonImageFieldsOf(type)) {
    if (!(key in values)) continue;
    const target = { elementType: type.type, elementId: itemId, field: key };
    await setImageUsages(tx, projectId, target, idsOf(values[key], objects));
  }
}
