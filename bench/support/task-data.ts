/** Tasks for the task list benchmark, written by SQL through the real tables (triggers run). */
import { berlinToday, weekBounds, type WeekBounds } from '@kontor/core/scheduling/index';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { queryRows } from '../../apps/server/src/db/sql.ts';

const PROJECTS = 5;
const PROPERTIES_PER_PROJECT = 40;
/** Due dates spread from half a year ago to a year ahead; one task in ten without a date. */
const PAST_DAYS = 180;
const FUTURE_DAYS = 365;

export interface Counts {
  pages: Record<'active' | 'executed' | 'completed' | 'archived', number>;
  tabs: Record<'thisWeek' | 'overdue' | 'fromNextWeek' | 'noDate', number>;
}

/**
 * The demo project (listed, the admin a member) and four more; task n goes to project n mod 5,
 * its state cycles through the five states, and assigned tasks of the demo project get two
 * of its members as workers.
 */
export async function fillTasks(databaseUrl: string, demoProjectId: string, total: number) {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    insert into projects (id, name)
    select 'bproject0' || g, 'Benchprojekt ' || g from generate_series(1, ${PROJECTS - 1}) g`);
  // Project k: the demo project for k = 0, else 'bproject0k'.
  const projectOf = sql`(case when k = 0 then ${demoProjectId} else 'bproject0' || k end)`;
  await db.execute(sql`
    insert into properties (id, project_id, name)
    select 'bp' || k || lpad(g::text, 7, '0'), ${projectOf}, 'Benchweg ' || g || ', 10115 Berlin'
    from generate_series(0, ${PROJECTS - 1}) k, generate_series(1, ${PROPERTIES_PER_PROJECT}) g`);
  // n = g / 5 numbers the tasks within a project; state, date and gap vary independently with it.
  const due = sql`(current_date + ((g / ${PROJECTS}) * 37 % ${PAST_DAYS + FUTURE_DAYS + 1} - ${PAST_DAYS}))`;
  await db.execute(sql`
    insert into tasks (id, project_id, title, property_id, state, schedule, due_date, due_by,
      created_at)
    select 't' || lpad(g::text, 9, '0'), ${projectOf},
      'Heizung prüfen – Keller ' || g,
      'bp' || k || lpad((1 + (g / ${PROJECTS}) % ${PROPERTIES_PER_PROJECT})::text, 7, '0'),
      (array['created', 'assigned', 'executed', 'completed', 'archived'])[1 + (g / ${PROJECTS}) % 5],
      case when d is not null then jsonb_build_object('type', 'single', 'category', 'fixed',
        'dates', jsonb_build_array(to_char(d, 'YYYY-MM-DD'))) end,
      d, d, now() - make_interval(secs => g)
    from generate_series(1, ${total}) g,
      lateral (select g % ${PROJECTS} as k) p,
      lateral (select case when g / ${PROJECTS * 5} % 10 = 0 then null else ${due} end as d) dd`);
  await db.execute(sql`
    insert into task_staff (task_id, project_id, user_id)
    select t.id, t.project_id, m.user_id from tasks t
    join (select user_id from memberships where project_id = ${demoProjectId}
      order by user_id limit 2) m on true
    where t.project_id = ${demoProjectId} and t.state = 'assigned'`);
  // Vacuum too: autovacuum on the fresh rows would otherwise run during the timed part.
  await db.execute(sql`vacuum analyze`);
  const seconds = (performance.now() - started) / 1000;
  const exact = await exactCounts(database.db, demoProjectId, weekBounds(berlinToday(Date.now())));
  await database.close();
  return { seconds, exact };
}

/** The counts by brute force (the core tab rules as SQL), to check the counters once. */
export async function exactCounts(db: Db, projectId: string, b: WeekBounds): Promise<Counts> {
  const [row] = await queryRows<{ counts: Counts }>(
    db,
    sql`select json_build_object(
      'pages', json_build_object(
        'active', count(*) filter (where state in ('created', 'assigned')),
        'executed', count(*) filter (where state = 'executed'),
        'completed', count(*) filter (where state = 'completed'),
        'archived', count(*) filter (where state = 'archived')),
      'tabs', json_build_object(
        'thisWeek', count(*) filter (where a and due_by >= ${b.today}::date
          and due_date < ${b.nextWeekStart}::date),
        'overdue', count(*) filter (where a and due_by < ${b.today}::date),
        'fromNextWeek', count(*) filter (where a and due_date >= ${b.nextWeekStart}::date),
        'noDate', count(*) filter (where a and due_date is null))) as counts
    from (select *, state in ('created', 'assigned') as a from tasks
      where project_id = ${projectId}) t`,
  );
  return row!.counts;
}
