/**
 * Parse class Module (spec 001 §3 Module, field and category definitions, settings; §2 the
 * templates by path) → `modules`. A module whose path Kontor has no template for is skipped;
 * the project's module of the same path (made with the project) is updated, never doubled.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { findModuleTemplate } from '@kontor/core/modules';
import {
  moduleCategorySchema,
  moduleSettingsSchema,
  predefinedFields,
  slugOf,
  type ModuleCategory,
} from '@kontor/core/schemas/module-admin';
import { moduleFieldSchema, type ModuleField } from '@kontor/core/schemas/module-fields';
import { modules } from '../../../db/schema/projects.ts';
import {
  boolOf,
  contentImporter,
  listOf,
  pointerId,
  recordOf,
  rowIdOf,
  SkipObject,
  textOf,
  type Scope,
} from './content-scope.ts';

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Spec 001 §3 field definition (snake case in Parse) → core's module field. */
function fieldOf(raw: Record<string, unknown>, index: number) {
  const validation = recordOf(raw.validation);
  const options = recordOf(raw.options);
  return moduleFieldSchema.safeParse({
    id: textOf(raw.id) || `field-${index + 1}`,
    type: raw.type,
    label: textOf(raw.label),
    name: textOf(raw.name),
    position: numberOrNull(raw.position) ?? index,
    validation: {
      validate: boolOf(validation.validate),
      ...(textOf(validation.required) && { required: textOf(validation.required) }),
      startValue: numberOrNull(validation.start_value),
      endValue: numberOrNull(validation.end_value),
    },
    selectOptions: listOf(raw.select_options).map((o) => ({
      label: textOf(recordOf(o).label),
      value: textOf(recordOf(o).value),
    })),
    options: {
      numberStartValue: numberOrNull(options.number_start_value),
      numberEndValue: numberOrNull(options.number_end_value),
    },
  });
}

function fieldsOf(scope: Scope, path: string): ModuleField[] {
  const fields: ModuleField[] = [];
  listOf(scope.object.fields).forEach((entry, index) => {
    const raw = recordOf(entry);
    const parsed = fieldOf(raw, index);
    const name = textOf(raw.label) || textOf(raw.name) || `Nr. ${index + 1}`;
    if (!parsed.success) {
      const reason = parsed.error.issues[0]?.message ?? 'ungültig';
      scope.note(`Felddefinition „${name}“ wurde nicht übernommen: ${reason}.`);
    } else if (fields.some((f) => f.name === parsed.data.name)) {
      scope.note(`Felddefinition „${name}“ wurde nicht übernommen: Name existiert bereits.`);
    } else fields.push(parsed.data);
  });
  // '/training-group' always has its age range (spec 001 §2), also when the source lost it.
  for (const predefined of predefinedFields(path)) {
    if (!fields.some((f) => f.name === predefined.name))
      fields.push(moduleFieldSchema.parse(predefined));
  }
  return fields;
}

/**
 * Category pickers; `category_ids` are Parse Category ids. Those imported already resolve;
 * the others keep the Parse id, which the Category importer replaces if its Kontor id differs.
 */
async function categoriesOf(scope: Scope): Promise<ModuleCategory[]> {
  const result: ModuleCategory[] = [];
  for (const [index, entry] of listOf(scope.object.categories).entries()) {
    const raw = recordOf(entry);
    const ids: string[] = [];
    for (const id of listOf(raw.category_ids)) {
      const source = pointerId(id);
      if (source) ids.push((await scope.ctx.refs.resolve('Category', source)) ?? source);
    }
    const label = textOf(raw.label);
    const parsed = moduleCategorySchema.safeParse({
      id: textOf(raw.id) || `category-${index + 1}`,
      label,
      key: textOf(raw.key) || slugOf(label),
      connectedClass: textOf(raw.connected_class),
      isMulti: boolOf(raw.is_multi),
      position: numberOrNull(raw.position) ?? index,
      categoryIds: ids,
    });
    if (!parsed.success || result.some((c) => c.key === parsed.data.key)) {
      const reason = parsed.success
        ? 'Schlüssel existiert bereits'
        : parsed.error.issues[0]?.message;
      scope.note(`Kategoriedefinition „${label || index + 1}“ wurde nicht übernommen: ${reason}.`);
    } else result.push(parsed.data);
  }
  return result;
}

function settingsOf(scope: Scope) {
  const categories = listOf(recordOf(scope.object.settings).categories).map((entry, index) => {
    const raw = recordOf(entry);
    const label = textOf(raw.label);
    return {
      id: textOf(raw.id) || `setting-${index + 1}`,
      label,
      value: textOf(raw.value) || slugOf(label),
      position: numberOrNull(raw.position) ?? index,
    };
  });
  const parsed = moduleSettingsSchema.safeParse({ categories });
  if (parsed.success) return parsed.data;
  scope.note(
    `Die Einstellungen des Moduls wurden nicht übernommen: ${parsed.error.issues[0]?.message}.`,
  );
  return { categories: [] };
}

export const moduleImporter = contentImporter('Module', [], async (scope, existingId) => {
  const path = textOf(scope.object.path);
  const template = findModuleTemplate(path);
  if (!template)
    throw new SkipObject(`Für den Modulpfad „${path}“ gibt es in Kontor keine Vorlage.`);
  const values = {
    name: textOf(scope.object.name).slice(0, 60) || template.label,
    path: template.path,
    icon: template.icon,
    subMenu: template.subMenu ?? [],
    settings: settingsOf(scope),
    categories: await categoriesOf(scope),
    fields: fieldsOf(scope, template.path),
    ...(Number.isInteger(scope.object.position) && { position: scope.object.position as number }),
  };
  scope.unmapped([
    'name',
    'path',
    'icon',
    'sub_menu',
    'settings',
    'fields',
    'categories',
    'position',
    'connected_class',
  ]);
  const { db, projectId } = scope;
  // The earlier run's row, else the project's module of this template (one per path).
  const [current] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(
      and(
        eq(modules.projectId, projectId),
        existingId
          ? or(eq(modules.id, existingId), eq(modules.path, template.path))
          : eq(modules.path, template.path),
      ),
    )
    .orderBy(sql`${modules.id} = ${existingId ?? ''} desc`)
    .limit(1);
  if (current) {
    await db
      .update(modules)
      .set({ ...values, version: sql`${modules.version} + 1` })
      .where(eq(modules.id, current.id));
    return current.id;
  }
  const id = await rowIdOf(scope, existingId);
  const count = await db.$count(modules, eq(modules.projectId, projectId));
  await db.insert(modules).values({ id, projectId, position: count + 1, ...values });
  return id;
});
