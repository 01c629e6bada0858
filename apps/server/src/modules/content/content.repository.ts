import { sql, type SQL } from 'drizzle-orm';
import type { ContentItem } from '@kontor/core/content/content-schemas';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { defaultValueOf } from '@kontor/core/content/field-schemas';
import type { DbOrTx } from '../../db/database.ts';
import { containsPattern } from '../../db/search.ts';
import { queryRows } from '../../db/sql.ts';
import { counterValue } from '../../lib/counters.ts';

/** A list query after validation (listQuerySchemaOf): paging, sort, search, declared filters. */
export type ContentListParams = {
  page: number;
  pageSize: number;
  sort: string;
  search?: string;
  state?: string;
} & Record<string, unknown>;

/** Where a declared field is stored: a typed column or a key of `fields` / `categories`. */
export function storageOf(type: ContentTypeDeclaration) {
  const categories = Object.entries(type.fields).find(([, f]) => f.kind === 'categories')?.[0];
  return { ...type.columns, categories };
}

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The API item as JSON under the declaration's field names: typed columns, then each JSON field
 * (its default when a row predates the field), so old rows still match the item schema.
 */
export function itemJson(type: ContentTypeDeclaration, opts: { public?: boolean } = {}): SQL {
  const s = storageOf(type);
  const typed = new Set([s.title, s.date, s.image, s.categories]);
  const pairs: SQL[] = [sql`'id', c.id`, sql`${s.title}::text, c.title`];
  if (s.date) pairs.push(sql`${s.date}::text, ${iso(sql`c.date`)}`);
  if (s.image) pairs.push(sql`${s.image}::text, c.image`);
  if (s.categories) pairs.push(sql`${s.categories}::text, c.categories`);
  for (const [key, field] of Object.entries(type.fields)) {
    if (typed.has(key)) continue;
    const fallback = JSON.stringify(defaultValueOf(field));
    pairs.push(sql`${key}::text, coalesce(c.fields->${key}, ${fallback}::jsonb)`);
  }
  if (type.status && !opts.public) pairs.push(sql`'state', c.state`);
  pairs.push(sql`'data', c.data`, sql`'refs', ${refsJson(type)}`);
  pairs.push(sql`'createdAt', ${iso(sql`c.created_at`)}`);
  pairs.push(sql`'updatedAt', ${iso(sql`c.updated_at`)}`);
  if (!opts.public) {
    pairs.push(sql`'version', c.version`);
    for (const [key, column] of [
      ['createdBy', 'created_by'],
      ['updatedBy', 'updated_by'],
    ]) {
      pairs.push(sql`${key}::text, (select json_build_object('id', u.id, 'name', u.name)
        from users u where u.id = c.${sql.raw(column!)})`);
    }
  }
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * Names of the persons a list column shows (article author, group trainers), so a page needs
 * no second request; one primary-key look-up per row.
 */
function refsJson(type: ContentTypeDeclaration): SQL {
  const shown = type.list.columns.filter((c) => c.kind === 'person' || c.kind === 'persons');
  if (shown.length === 0) return sql`'{}'::json`;
  const ids = shown.map((c) =>
    c.kind === 'person'
      ? sql`array[c.fields->>${c.field}]`
      : sql`array(select jsonb_array_elements_text(coalesce(c.fields->${c.field}, '[]'::jsonb)))`,
  );
  return sql`coalesce((select json_object_agg(r.id, r.title) from content_items r
    where r.project_id = c.project_id and r.type = 'persons'
      and r.id = any(${sql.join(ids, sql` || `)})), '{}'::json)`;
}

/** ORDER BY of a sort key; matches the indexes of db/schema/content.ts. */
export function orderOf(type: ContentTypeDeclaration, sort: string): SQL {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const s = storageOf(type);
  const dir = sql.raw(desc ? 'desc nulls last' : 'asc nulls first');
  const column =
    key === s.title
      ? sql`lower(c.title)`
      : key === s.date
        ? sql`c.date`
        : key === 'createdAt'
          ? sql`c.created_at`
          : key === 'updatedAt'
            ? sql`c.updated_at`
            : sql`lower(c.fields->>${key})`;
  return sql`${column} ${dir}, c.id ${dir}`;
}

const tsQuery = (search: string) => sql`websearch_to_tsquery('german', ${search})`;

/** Search (title contains it, or German full text matches it) and the declared filters. */
export function whereOf(type: ContentTypeDeclaration, projectId: string, q: ContentListParams) {
  const parts: SQL[] = [sql`c.project_id = ${projectId}`, sql`c.type = ${type.type}`];
  if (q.search) {
    parts.push(
      sql`(lower(c.title) like ${containsPattern(q.search)} or c.search @@ ${tsQuery(q.search)})`,
    );
  }
  if (q.state) parts.push(sql`c.state = ${q.state}`);
  for (const filter of type.list.filters) {
    const value = q[filter.param];
    if (typeof value !== 'string' || value === '') continue;
    if (filter.kind === 'category') parts.push(sql`c.categories @> array[${value}]::text[]`);
    else parts.push(sql`c.fields->>${filter.field} = ${value}`);
  }
  return { where: sql.join(parts, sql` and `), filtered: parts.length > 2 };
}

/**
 * What a content list depends on, as one text: the project's content items (raised by the
 * triggers of migration content_revisions) and users' names ('Bearbeitet von').
 */
export function revisionSql(projectId: string): SQL {
  return sql`(select coalesce(sum(revision), 0)::text from change_revisions
    where scope in (${`content:${projectId}`}, 'users'))`;
}

export const counterName = (type: ContentTypeDeclaration) => `content.${type.type}`;

/** The list page as JSON text `{ items, total, page, pageSize }` (decision 0005). */
export function listSql(type: ContentTypeDeclaration) {
  const item = itemJson(type);
  return (projectId: string, q: ContentListParams): SQL => {
    if (!Number.isSafeInteger(q.pageSize) || q.pageSize < 1) throw new Error('invalid page size');
    const { where, filtered } = whereOf(type, projectId, q);
    const order = q.search
      ? sql`ts_rank(c.search, ${tsQuery(q.search)}) desc, ${orderOf(type, q.sort)}`
      : orderOf(type, q.sort);
    // Constants, not parameters, in LIMIT/OFFSET keep a generic plan (see properties).
    const limit = sql.raw(String(q.pageSize));
    const offset = q.page > 1 ? sql`offset ${sql.raw(String((q.page - 1) * q.pageSize))}` : sql``;
    const total = filtered
      ? sql`(select count(*) from content_items c where ${where})`
      : counterValue(projectId, counterName(type));
    return sql`select json_build_object(
        'items', coalesce((select json_agg(${item} order by ${order})
          from (select c.* from content_items c
            where ${where} order by ${order} limit ${limit} ${offset}) c), '[]'::json),
        'total', ${total},
        'page', ${q.page}::int,
        'pageSize', ${limit})::text`;
  };
}

export async function findItem(
  db: DbOrTx,
  type: ContentTypeDeclaration,
  projectId: string,
  id: string,
): Promise<ContentItem | undefined> {
  const [row] = await queryRows<{ item: ContentItem | string }>(
    db,
    sql`select ${itemJson(type)} as item from content_items c
        where c.id = ${id} and c.project_id = ${projectId} and c.type = ${type.type}`,
  );
  if (!row) return undefined;
  // PGlite may hand jsonb over as text.
  return typeof row.item === 'string' ? (JSON.parse(row.item) as ContentItem) : row.item;
}
