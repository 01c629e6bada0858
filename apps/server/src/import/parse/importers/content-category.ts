/**
 * Parse class Category (spec 001 §3) → content item of type 'categories'. `category_id` is the
 * category group (the tab of the Kategorien module, declaration field `group`).
 */
import { and, eq } from 'drizzle-orm';
import { FALLBACK_COLOR, PALETTE_VALUES } from '@kontor/core/content/palette';
import { categories } from '@kontor/core/content/types/categories';
import { modules } from '../../../db/schema/projects.ts';
import { customDataOf, writeContentItem } from './content-items.ts';
import { contentImporter, type Scope } from './content-scope.ts';

function colorOf(scope: Scope): string {
  const color = scope.text(scope.object.color, 'color');
  if (color === '') return FALLBACK_COLOR;
  if ((PALETTE_VALUES as readonly string[]).includes(color)) return color;
  scope.note(`Farbe „${color}“ gehört nicht zur Palette; Grau übernommen.`);
  return FALLBACK_COLOR;
}

/**
 * Module category definitions name Parse Category ids (the Module importer runs first); once
 * the category has a Kontor id of its own, the definitions name that instead.
 */
async function renameInModules(scope: Scope, sourceId: string, kontorId: string) {
  if (sourceId === kontorId) return;
  const rows = await scope.db
    .select({ id: modules.id, categories: modules.categories })
    .from(modules)
    .where(and(eq(modules.projectId, scope.projectId)));
  for (const row of rows) {
    const list = row.categories as { categoryIds?: string[] }[];
    if (!list.some((c) => c.categoryIds?.includes(sourceId))) continue;
    const renamed = list.map((c) => ({
      ...c,
      categoryIds: (c.categoryIds ?? []).map((id) => (id === sourceId ? kontorId : id)),
    }));
    await scope.db.update(modules).set({ categories: renamed }).where(eq(modules.id, row.id));
  }
}

export const categoryImporter = contentImporter(
  'Category',
  ['Module', 'Image', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const type = scope.text(o.type, 'type');
    if (type !== '' && type !== 'default')
      scope.note(`Kategorietyp „${type}“ hat in Kontor keinen Platz und wurde nicht übernommen.`);
    const values = {
      name: scope.text(o.name, 'name'),
      description: scope.text(o.description, 'description'),
      image: await scope.image(o.image),
      color: colorOf(scope),
      group: scope.text(o.category_id, 'category_id'),
    };
    scope.unmapped([
      'name',
      'description',
      'image',
      'color',
      'category_id',
      'type',
      'data',
      'created_by',
      'updated_by',
    ]);
    const id = await writeContentItem(scope, categories, existingId, {
      values,
      data: await customDataOf(scope, categories.module),
      ...(await scope.authors()),
    });
    await renameInModules(scope, o.objectId, id);
    return id;
  },
);
