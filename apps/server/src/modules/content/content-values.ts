import { customDataSchema, type CustomFieldDefinition } from '@kontor/core/content/custom-fields';
import type { ContentField, ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { contentMessages } from '@kontor/core/content/messages';
import { plainText } from '@kontor/core/content/plain-text';
import type { DbOrTx } from '../../db/database.ts';
import type { contentItems } from '../../db/schema/content.ts';
import { existingContentIds } from '../../lib/content-items.ts';
import { assertImagesOfProject } from '../../lib/image-usages.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { httpMessages } from '../../plugins/messages.ts';
import * as repo from './content.repository.ts';

/** From request bodies to rows and back: checks, sanitising and the storage mapping. */
export type Values = Record<string, unknown>;
export type Body = Values & { data?: Values };

/** The content type a reference field points at. */
const REFERENCED: Partial<Record<ContentField['kind'], string>> = {
  categories: 'categories',
  person: 'persons',
  persons: 'persons',
  location: 'locations',
};

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];

function invalid(errors: FieldErrors): never {
  throw new HttpProblem(400, httpMessages.validation, errors);
}

/** Images must be the project's, referenced items must exist in it with the right type. */
export async function assertReferences(
  db: DbOrTx,
  type: ContentTypeDeclaration,
  projectId: string,
  changes: Values,
) {
  for (const [key, field] of Object.entries(type.fields)) {
    if (!(key in changes)) continue;
    const ids = [...new Set(idsOf(changes[key]))];
    if (field.kind === 'team') {
      const images = (changes[key] as { image: string | null }[]).flatMap((m) => m.image ?? []);
      await assertImagesOfProject(db, projectId, images, key);
    }
    if (field.kind === 'image' || field.kind === 'gallery') {
      await assertImagesOfProject(db, projectId, ids, key);
    }
    const refType = REFERENCED[field.kind];
    if (refType && ids.length > 0) {
      const found = await existingContentIds(db, projectId, refType, ids);
      if (found.size !== ids.length) invalid({ [key]: [contentMessages.referenceMissing] });
    }
  }
}

/** Rich text is stored clean: sanitised with the allow-list (lib/rich-text.ts). */
export function cleaned(type: ContentTypeDeclaration, changes: Values): Values {
  return Object.fromEntries(
    Object.entries(changes).map(([key, value]) =>
      type.fields[key]?.kind === 'richText' && typeof value === 'string'
        ? [key, sanitizeRichText(value)]
        : [key, value],
    ),
  );
}

export function customData(
  definitions: CustomFieldDefinition[],
  mode: 'create' | 'update',
  data: unknown,
) {
  const parsed = customDataSchema(definitions, mode).safeParse(data ?? {});
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      (errors[['data', ...issue.path].join('.')] ??= []).push(issue.message);
    }
    invalid(errors);
  }
  const rich = new Set(
    definitions.filter((d) => d.type === 'texteditor').map((d) => d.name.replace(/^data\./, '')),
  );
  return Object.fromEntries(
    Object.entries(parsed.data as Values).map(([k, v]) => [
      k,
      rich.has(k) && typeof v === 'string' ? sanitizeRichText(v) : v,
    ]),
  );
}

/** The row of a complete set of field values. */
export function toRow(type: ContentTypeDeclaration, values: Values) {
  const s = repo.storageOf(type);
  const typed = new Set([s.title, s.date, s.image, s.categories]);
  const date = s.date ? values[s.date] : null;
  return {
    title: String(values[s.title] ?? ''),
    date: typeof date === 'string' ? new Date(date) : null,
    image: s.image ? ((values[s.image] as string | null) ?? null) : null,
    categories: s.categories ? ((values[s.categories] as string[]) ?? []) : [],
    fields: Object.fromEntries(
      Object.keys(type.fields)
        .filter((k) => !typed.has(k))
        .map((k) => [k, values[k]]),
    ),
    searchText: type.fullText.map((k) => plainText(String(values[k] ?? ''))).join(' '),
  };
}

/** The field values of a stored row, as the declaration names them. */
export function valuesOf(
  type: ContentTypeDeclaration,
  row: typeof contentItems.$inferSelect,
): Values {
  const s = repo.storageOf(type);
  return {
    ...row.fields,
    [s.title]: row.title,
    ...(s.date ? { [s.date]: row.date?.toISOString() ?? null } : {}),
    ...(s.image ? { [s.image]: row.image } : {}),
    ...(s.categories ? { [s.categories]: row.categories } : {}),
  };
}
