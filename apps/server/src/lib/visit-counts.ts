import { sql } from 'drizzle-orm';
import type { CellVisitCounts } from '@kontor/core/schemas/services';
import { addDays, type LocalDate } from '@kontor/core/time-tracking/local-date';
import {
  visitsBetween,
  visitStatus,
  type HolidayRule,
  type ServiceSchedule,
} from '@kontor/core/tours/index';
import type { Db } from '../db/database.ts';
import { preparedRows } from '../db/sql.ts';
import { berlinToday, holidayMap, tourHolidaysSql } from './tour-calendar.ts';

/** A holiday move brings a visit at most this far into a range. */
const MOVE_REACH_DAYS = 31;

interface CountData {
  /** The entries that plan visits, grouped by schedule and holiday rule: [ids, schedule, rule]. */
  groups: [string[], ServiceSchedule, HolidayRule][];
  /** Confirmed visits as 'entryId@plannedDate'. */
  done: string[];
  holidays: [LocalDate, string][];
}

/**
 * Planned, done and missed visits per entry within [from, to] (the services matrix's cells):
 * one statement for the entries, the confirmed visits of the range and the holidays, the
 * expansion in memory. Entries that plan nothing (inactive, retired service, archived
 * property) are left out.
 */
export async function visitCountsByEntry(
  db: Db,
  projectId: string,
  from: LocalDate,
  to: LocalDate,
): Promise<Map<string, CellVisitCounts>> {
  const [row] = await preparedRows<{ json: string }>(
    db,
    // Entries sharing a schedule and rule share one expansion: a project has few distinct ones.
    sql`with grp as (
        select array_agg(e.id) as ids, e.schedule, e.holiday_rule from service_entries e
        join services s on s.id = e.service_id and s.active
        join properties p on p.id = e.property_id and not p.archived
        where e.project_id = ${projectId} and e.active
        group by e.schedule, e.holiday_rule
      )
      select json_build_object(
        'groups', coalesce((select json_agg(json_build_array(ids, schedule, holiday_rule))
          from grp), '[]'::json),
        'done', coalesce((select json_agg(v.entry_id || '@' || v.planned_date)
          from service_visits v
          where v.project_id = ${projectId}
            and v.planned_date between ${addDays(from, -MOVE_REACH_DAYS)} and ${to}), '[]'::json),
        'holidays', ${tourHolidaysSql(projectId)}
      )::text as json`,
  );
  const data = JSON.parse(row!.json) as CountData;
  const done = new Set(data.done);
  const holidays = holidayMap(data.holidays);
  const today = berlinToday();
  const counts = new Map<string, CellVisitCounts>();
  for (const [ids, schedule, holidayRule] of data.groups) {
    const visits = visitsBetween({ schedule, holidayRule }, from, to, holidays);
    for (const id of ids) {
      const cell = { planned: 0, done: 0, missed: 0 };
      for (const visit of visits) {
        const status = visitStatus(visit, done.has(`${id}@${visit.plannedDate}`), today);
        if (status === 'skipped') continue;
        cell.planned += 1;
        if (status === 'done') cell.done += 1;
        if (status === 'missed') cell.missed += 1;
      }
      counts.set(id, cell);
    }
  }
  return counts;
}
