import { z } from 'zod';
import {
  idSchema,
  pageOf,
  pageQuerySchema,
  userRefSchema,
  versionSchema,
} from '../schemas/common.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import { customDataSchema, type CustomFieldDefinition } from './custom-fields.ts';
import { fieldOutputSchema, fieldValueSchema, isRequired } from './field-schemas.ts';
import { CONTENT_STATES, contentMessages as m } from './messages.ts';

const SEARCH_MAX = 100;
/** Sort keys every type offers besides its declared ones. */
export const COMMON_SORTS = ['createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;

export const contentStateSchema = z.enum(CONTENT_STATES, { error: m.stateUnknown });

function fieldSchemas(type: ContentTypeDeclaration, optional: boolean) {
  return Object.fromEntries(
    Object.entries(type.fields).map(([key, field]) => {
      const value = fieldValueSchema(field);
      return [key, optional || !isRequired(field) ? value.optional() : value];
    }),
  );
}

/**
 * `data` by the module's field definitions, or, without them (the route's schema, which
 * cannot know a project's fields), any object the server then checks with the project's.
 */
function dataSchema(custom: CustomFieldDefinition[] | undefined, mode: 'create' | 'update') {
  return (custom ? customDataSchema(custom, mode) : z.record(z.string(), z.unknown())).optional();
}

/**
 * 'Neu' form of a type (spec 001 §5 create forms): required fields must be sent, the rest may
 * be; a new item with a status starts as draft. `data` holds the custom fields.
 */
export function createSchemaOf(type: ContentTypeDeclaration, custom?: CustomFieldDefinition[]) {
  return z.object({ ...fieldSchemas(type, false), data: dataSchema(custom, 'create') });
}

/** Partial update with optimistic locking; a sent field must satisfy the same rules. */
export function updateSchemaOf(type: ContentTypeDeclaration, custom?: CustomFieldDefinition[]) {
  return z.object({
    version: versionSchema,
    ...fieldSchemas(type, true),
    ...(type.status ? { state: contentStateSchema.optional() } : {}),
    data: dataSchema(custom, 'update'),
  });
}

/** One item as the API answers it: declared fields, common fields and the custom `data`. */
export function itemSchemaOf(type: ContentTypeDeclaration) {
  return z.object({
    id: idSchema,
    ...Object.fromEntries(Object.entries(type.fields).map(([k, f]) => [k, fieldOutputSchema(f)])),
    ...(type.status ? { state: contentStateSchema } : {}),
    data: z.record(z.string(), z.unknown()),
    /** Names of the persons the list shows (author, trainers), by id. */
    refs: z.record(z.string(), z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: userRefSchema.nullable(),
    updatedBy: userRefSchema.nullable(),
    version: versionSchema,
  });
}

export type ContentItem = z.output<ReturnType<typeof itemSchemaOf>>;

export function pageSchemaOf(type: ContentTypeDeclaration) {
  return pageOf(itemSchemaOf(type));
}

/** Sort keys of a type: its declared ones first (the first is the default), then the common ones. */
export function sortsOf(type: ContentTypeDeclaration): [string, ...string[]] {
  return [...new Set([...type.list.sorts, ...COMMON_SORTS])] as [string, ...string[]];
}

/** The list's query string: paging (the type's page size by default), sort, search, filters. */
export function listQuerySchemaOf(type: ContentTypeDeclaration) {
  const filters = Object.fromEntries(
    type.list.filters.map((f) => [
      f.param,
      f.kind === 'category' ? idSchema.optional() : z.string().trim().max(SEARCH_MAX).optional(),
    ]),
  );
  return pageQuerySchema.extend({
    pageSize: pageQuerySchema.shape.pageSize.removeDefault().default(type.list.pageSize),
    sort: z.enum(sortsOf(type)).default(type.list.sorts[0]),
    search: z.string().trim().max(SEARCH_MAX, m.maxLength(SEARCH_MAX)).optional(),
    ...(type.status ? { state: contentStateSchema.optional() } : {}),
    ...filters,
  });
}

/** Bulk delete of the selected rows. */
export const contentBulkDeleteSchema = z.object({
  ids: z.array(idSchema).min(1, m.selection).max(100, m.maxItems(100)),
});

/** Public read API (website): published items, paginated, by category. */
export const publicListQuerySchema = pageQuerySchema.extend({
  category: idSchema.optional(),
});

/**
 * An item as the website sees it: no staff names, no version, no internal custom fields, and
 * no `state` (the website sees published items only).
 */
export function publicItemSchemaOf(type: ContentTypeDeclaration) {
  const hidden = new Set(['createdBy', 'updatedBy', 'version', 'state']);
  const shape = Object.entries(itemSchemaOf(type).shape).filter(([key]) => !hidden.has(key));
  return z.object(Object.fromEntries(shape) as Record<string, z.ZodType>);
}

export function publicPageSchemaOf(type: ContentTypeDeclaration) {
  return pageOf(publicItemSchemaOf(type));
}
