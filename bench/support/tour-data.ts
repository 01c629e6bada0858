/** Services, entries, workers, absences and done visits for the tours benchmark, by SQL. */
import { sql } from 'drizzle-orm';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { openDatabase } from '../../apps/server/src/db/database.ts';

export interface TourShape {
  properties: number;
  services: number;
  entriesPerProperty: number;
  workers: number;
}

/** Zero-padded bench id of 10 characters: prefix + number. */
const id = (prefix: string, n: string) => sql.raw(`'${prefix}' || lpad((${n})::text, 8, '0')`);

/**
 * Entry n (property n / k, its k-th service) cycles through three schedules: every week on
 * Monday and Thursday, every 2 weeks on any day, and the 1st and 15th of the month; worker
 * n mod W, substitutes the next two. A tenth of the workers is away on this week's Tuesday
 * and Wednesday (approved), and the weekly entries' Mondays of the last 8 weeks are done.
 */
export async function fillTours(
  databaseUrl: string,
  projectId: string,
  shape: TourShape,
  weekMonday: string,
) {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  const { db } = database;
  const started = performance.now();
  const { properties, services, entriesPerProperty: k, workers } = shape;
  const entries = properties * k;
  const start = addDays(weekMonday, -7 * 52);
  await db.execute(sql`
    insert into users (id, email, name, password_hash)
    select ${id('bw', 'g')}, 'arbeiter' || g || '@bench.local', 'Arbeiter ' || g, 'x'
    from generate_series(0, ${workers - 1}) g`);
  await db.execute(sql`
    insert into memberships (user_id, project_id, role_id, is_worker)
    select ${id('bw', 'g')}, ${projectId},
      (select id from roles where project_id = ${projectId} and type = 'worker' limit 1), true
    from generate_series(0, ${workers - 1}) g`);
  await db.execute(sql`
    insert into properties (id, project_id, name, key_number, info)
    select ${id('bp', 'g')}, ${projectId}, 'Tourweg ' || g || ', 10115 Berlin', g, 'Schlüssel im Kasten'
    from generate_series(0, ${properties - 1}) g`);
  await db.execute(sql`
    insert into services (id, project_id, title, cost_type)
    select ${id('bs', 'g')}, ${projectId}, 'Leistung ' || g,
      (array['caretaking', 'gardening', 'winterService', 'stairwellCleaning'])[1 + g % 4]
    from generate_series(0, ${services - 1}) g`);
  // Property p's entries use services p, p + S/k, … (mod S): distinct per property.
  await db.execute(sql`
    insert into service_entries (id, project_id, property_id, service_id, schedule, holiday_rule)
    select ${id('be', 'n')}, ${projectId}, ${id('bp', 'n / ' + k)},
      ${id('bs', `((n / ${k}) + (n % ${k}) * ${services / k}) % ${services}`)},
      case n % 3
        when 0 then jsonb_build_object('type', 'interval', 'every', 1, 'unit', 'weeks',
          'startWeek', ${start}::text, 'endWeek', null, 'days', jsonb_build_array('monday', 'thursday'))
        when 1 then jsonb_build_object('type', 'interval', 'every', 2, 'unit', 'weeks',
          'startWeek', ${start}::text, 'endWeek', null, 'days', jsonb_build_array('any'))
        else jsonb_build_object('type', 'dates', 'monthDays', jsonb_build_array(1, 15))
      end,
      (array['skip', 'nextWorkingDay'])[1 + n % 2]
    from generate_series(0, ${entries - 1}) n`);
  await db.execute(sql`
    insert into service_entry_staff (entry_id, project_id, user_id, kind, position)
    select ${id('be', 'n')}, ${projectId}, ${id('bw', `(n + s) % ${workers}`)},
      case when s = 0 then 'worker' else 'substitute' end, greatest(s - 1, 0)
    from generate_series(0, ${entries - 1}) n, generate_series(0, 2) s`);
  await db.execute(sql`
    insert into absences (id, project_id, user_id, start_date, end_date, type, state, year)
    select ${id('ba', 'g')}, ${projectId}, ${id('bw', 'g')}, ${addDays(weekMonday, 1)}::date,
      ${addDays(weekMonday, 2)}::date, 'vacation', 'approved', ${Number(weekMonday.slice(0, 4))}
    from generate_series(0, ${workers - 1}, 10) g`);
  await db.execute(sql`
    insert into service_visits (id, project_id, entry_id, planned_date, done_at, done_by)
    select ${id('bv', `n * 10 + w`)}, ${projectId}, ${id('be', 'n')},
      ${weekMonday}::date - 7 * w, (${weekMonday}::date - 7 * w) + time '09:00',
      ${id('bw', `n % ${workers}`)}
    from generate_series(0, ${entries - 1}, 3) n, generate_series(1, 8) w`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
  return (performance.now() - started) / 1000;
}
