/**
 * Writes one content item (content_items, decision 0009) from imported values, the way the
 * content engine stores it (its storage mapping, search text and image usages), but without
 * the deploy hook: nothing leaves the server during an import.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { defaultValueOf } from '@kontor/core/content/field-schemas';
import type { ModuleField } from '@kontor/core/schemas/module-fields';
import { contentItems } from '../../../db/schema/content.ts';
import { modules } from '../../../db/schema/projects.ts';
import { setImageUsages } from '../../../lib/image-usages.ts';
import { recordJsonImages } from '../../../modules/content/content-images.ts';
import { toRow } from '../../../modules/content/content-values.ts';
import { recordOf, richTextOf, rowIdOf, type Scope } from './content-scope.ts';

export interface ContentItemValues {
  /** The declared fields; left-out ones get the declaration's default. */
  values: Record<string, unknown>;
  state?: 'draft' | 'published';
  data?: Record<string, unknown>;
  createdBy?: string | null;
  updatedBy?: string | null;
}

export async function writeContentItem(
  scope: Scope,
  type: ContentTypeDeclaration,
  existingId: string | undefined,
  item: ContentItemValues,
): Promise<string> {
  const { db, projectId, object } = scope;
  const defaults = Object.fromEntries(
    Object.entries(type.fields).map(([key, field]) => [key, defaultValueOf(field)]),
  );
  const row = {
    ...toRow(type, { ...defaults, ...item.values }),
    state: type.status ? (item.state ?? 'draft') : ('published' as const),
    data: item.data ?? {},
    createdBy: item.createdBy ?? null,
    updatedBy: item.updatedBy ?? null,
    createdAt: new Date(object.createdAt),
    updatedAt: new Date(object.updatedAt),
  };
  const id = await rowIdOf(scope, existingId);
  const [current] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.projectId, projectId)));
  if (current) {
    // The type too: a group may move between '/groups' and '/training-group'.
    await db
      .update(contentItems)
      .set({ ...row, type: type.type, version: sql`${contentItems.version} + 1` })
      .where(eq(contentItems.id, id));
  } else {
    await db.insert(contentItems).values({ id, projectId, type: type.type, ...row });
  }
  if (type.columns.image) {
    const target = { elementType: type.type, elementId: id, field: type.columns.image };
    await setImageUsages(db, projectId, target, row.image ? [row.image] : []);
  }
  await recordJsonImages(db, type, projectId, id, item.values);
  return id;
}

/** The module field definitions of the project's module at `path` (imported before). */
async function moduleFieldsOf(scope: Scope, path: string): Promise<ModuleField[]> {
  const [row] = await scope.db
    .select({ fields: modules.fields })
    .from(modules)
    .where(and(eq(modules.projectId, scope.projectId), eq(modules.path, path)));
  return (row?.fields ?? []) as ModuleField[];
}

/**
 * The object's custom fields (`data`, spec 001 §3 module field definitions): each key defined
 * by the module, converted by the definition's type (links checked, rich text sanitized,
 * images and persons resolved); a key the module does not define is noted and left out.
 */
export async function customDataOf(
  scope: Scope,
  modulePath: string,
): Promise<Record<string, unknown>> {
  const source = recordOf(scope.object.data);
  const keys = Object.keys(source);
  if (keys.length === 0) return {};
  const definitions = new Map(
    (await moduleFieldsOf(scope, modulePath)).map((f) => [f.name.replace(/^data\./, ''), f]),
  );
  const data: Record<string, unknown> = {};
  for (const key of keys) {
    const definition = definitions.get(key);
    const value = source[key];
    if (!definition) {
      scope.note(
        `Feld „data.${key}“ ist im Modul ${modulePath} nicht definiert und wurde nicht übernommen.`,
      );
      continue;
    }
    const converted = await customValueOf(scope, definition, value);
    if (converted !== undefined) data[key] = converted;
  }
  return data;
}

async function customValueOf(scope: Scope, field: ModuleField, value: unknown) {
  const label = `Feld „${field.label}“`;
  switch (field.type) {
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (value === null || value === '') return undefined;
      scope.note(`${label}: „${String(value)}“ ist keine Zahl und wurde nicht übernommen.`);
      return undefined;
    case 'url':
      return scope.link(value, label) || undefined;
    case 'texteditor':
      return typeof value === 'string' ? richTextOf(value) : undefined;
    case 'image':
      return (await scope.image(value, label)) ?? undefined;
    case 'person_select':
      return (await scope.optionalRef('Person', value, label)) ?? undefined;
    case 'persons_select':
      return scope.refList('Person', value, label);
    default:
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      scope.note(`${label}: Der Wert hat nicht die erwartete Form und wurde nicht übernommen.`);
      return undefined;
  }
}
