import { sql, type SQL } from 'drizzle-orm';
import type { WeekBounds } from '@kontor/core/scheduling/index';
import { TASK_PAGES } from '@kontor/core/states/index';
import type { TaskListParams } from '@kontor/core/schemas/tasks';
import { counterValue } from '../../lib/counters.ts';
import { ITEM_JSON } from './tasks.repository.ts';

type Tab = TaskListParams['tab'];
type Page = TaskListParams['status'];

/**
 * A day of the week bounds as a literal: with parameters PostgreSQL re-plans the prepared list
 * query on every request (its generic plan looks dearer); with literals the plan is reused
 * for the day. Only our own computed dates get here, checked against the date pattern.
 */
function day(date: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date: ${date}`);
  return sql.raw(`'${date}'::date`);
}

/** Where an active task of each tab is (core `tabOfDate` on the stored due_date / due_by). */
function tabCondition(tab: Tab, b: WeekBounds): SQL {
  switch (tab) {
    // due_date <= due_by < next Monday, so the bounds on due_date are implied; they let the
    // index scan start and stop at the tab's days instead of reading the project's past.
    case 'overdue':
      return sql`t.due_by < ${day(b.today)} and t.due_date < ${day(b.today)}`;
    case 'thisWeek':
      return sql`t.due_by >= ${day(b.today)} and t.due_date >= ${day(b.weekStart)}
        and t.due_date < ${day(b.nextWeekStart)}`;
    case 'fromNextWeek':
      return sql`t.due_date >= ${day(b.nextWeekStart)}`;
    case 'noDate':
      return sql`t.due_date is null`;
  }
}

/** Literals, not parameters: the planner must see them to use the active tasks' partial index. */
const statesOf = (page: Page) => sql.raw(TASK_PAGES[page].map((s) => `'${s}'`).join(', '));

/** The filters besides page and tab; empty when the list is unfiltered. */
function filters(q: TaskListParams): SQL[] {
  return [
    q.task && sql`t.id = ${q.task}`,
    q.propertyId && sql`t.property_id = ${q.propertyId}`,
    q.staffId &&
      sql`exists (select 1 from task_staff ts where ts.task_id = t.id and ts.user_id = ${q.staffId})`,
    q.search &&
      sql`to_tsvector('german', t.title || ' ' || t.description) @@ plainto_tsquery('german', ${q.search})`,
  ].filter((f): f is SQL => Boolean(f));
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** Counters: no count over the project's tasks (docs/decisions/0008). */
function counterCounts(projectId: string, b: WeekBounds): SQL {
  const page = (p: Page) =>
    sql.join(
      TASK_PAGES[p].map((s) => counterValue(projectId, `tasks.${s}`)),
      sql` + `,
    );
  const days = (where: SQL) => sql`coalesce((select sum(c.count) from task_due_counts c
      where c.project_id = ${projectId} and ${where}), 0)::int`;
  const thisWeek = days(
    sql`c.due_date >= ${day(b.weekStart)} and c.due_date < ${day(b.nextWeekStart)} and c.due_by >= ${day(b.today)}`,
  );
  const fromNextWeek = days(sql`c.due_date >= ${day(b.nextWeekStart)}`);
  const noDate = days(sql`c.due_date is null`);
  return sql`(select json_build_object(
      'pages', json_build_object('active', k.active, 'executed', ${page('executed')},
        'completed', ${page('completed')}, 'archived', ${page('archived')}),
      'tabs', json_build_object('thisWeek', k.this_week, 'fromNextWeek', k.from_next_week,
        'noDate', k.no_date,
        'overdue', greatest(k.active - k.this_week - k.from_next_week - k.no_date, 0)))
    from (select ${page('active')} as active, ${thisWeek} as this_week,
      ${fromNextWeek} as from_next_week, ${noDate} as no_date offset 0) k)`;
}

/** With a filter: the filtered rows counted (bounded by the filter, not the project). */
function filteredCounts(projectId: string, q: TaskListParams, b: WeekBounds): SQL {
  const where = and([sql`t.project_id = ${projectId}`, ...filters(q)]);
  const inPage = (p: Page) => sql`count(*) filter (where t.state in (${statesOf(p)}))`;
  const inTab = (tab: Tab) =>
    sql`count(*) filter (where t.state in (${statesOf('active')}) and ${tabCondition(tab, b)})`;
  return sql`(select json_build_object(
      'pages', json_build_object('active', ${inPage('active')}, 'executed', ${inPage('executed')},
        'completed', ${inPage('completed')}, 'archived', ${inPage('archived')}),
      'tabs', json_build_object('thisWeek', ${inTab('thisWeek')}, 'overdue', ${inTab('overdue')},
        'fromNextWeek', ${inTab('fromNextWeek')}, 'noDate', ${inTab('noDate')}))
    from tasks t where ${where})`;
}

/**
 * One page as the JSON text of the answer, `{ items, total, page, pageSize, counts }`; a scalar
 * sub-select, so the access guard can run it in its own query (as the property list does).
 */
export function listSql(projectId: string, q: TaskListParams, b: WeekBounds): SQL {
  if (!Number.isSafeInteger(q.pageSize) || q.pageSize < 1) throw new Error('invalid page size');
  const limit = sql.raw(String(q.pageSize));
  const offset = q.page > 1 ? sql`offset ${(q.page - 1) * q.pageSize}` : sql``;
  const extra = filters(q);
  const where = and([
    sql`t.project_id = ${projectId}`,
    sql`t.state in (${statesOf(q.status)})`,
    ...(q.status === 'active' ? [tabCondition(q.tab, b)] : []),
    ...extra,
  ]);
  const order = sql`t.due_date asc nulls last, t.created_at desc, t.id`;
  const counts = extra.length > 0 ? filteredCounts(projectId, q, b) : counterCounts(projectId, b);
  // `offset 0` keeps the counts a sub-select computed once, not inlined at each use of c.counts.
  const key = q.status === 'active' ? sql`-> 'tabs' ->> ${q.tab}` : sql`-> 'pages' ->> ${q.status}`;
  return sql`(select json_build_object(
      'items', coalesce((select json_agg(${ITEM_JSON} order by ${order})
        from (select t.* from tasks t where ${where} order by ${order} limit ${limit} ${offset}) t
        join properties p on p.id = t.property_id), '[]'::json),
      'total', (c.counts ${key})::int,
      'page', ${q.page}::int,
      'pageSize', ${limit},
      'counts', c.counts)::text
    from (select ${counts}::jsonb as counts offset 0) c)`;
}

/**
 * What a task list page depends on, as one text: the project's tasks, their staff and
 * properties, and users' names (trigger-raised revisions, migration list_revisions). Both only
 * grow, so their sum changes with every change of either.
 */
export function revisionSql(projectId: string): SQL {
  return sql`(select coalesce(sum(revision), 0)::text from change_revisions
    where scope in (${`tasks:${projectId}`}, 'users'))`;
}
