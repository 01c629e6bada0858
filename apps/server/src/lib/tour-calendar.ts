import { sql, type SQL } from 'drizzle-orm';
import { berlinToday as berlinTodayAt } from '@kontor/core/scheduling/week-grouping';
import type { LocalDate } from '@kontor/core/time-tracking/local-date';
import type { Holidays, IsAbsent } from '@kontor/core/tours/index';

/** Today's date in Berlin: before it, an undone visit is missed. */
export function berlinToday(): LocalDate {
  return berlinTodayAt(Date.now());
}

/**
 * The holiday template the tours use, as a scalar SQL expression: the one chosen in the tour
 * settings, else the project's only template when it has exactly one, else null.
 */
export function tourTemplateIdSql(projectId: string): SQL {
  return sql`coalesce(
    (select ts.holiday_template_id from tour_settings ts where ts.project_id = ${projectId}),
    (select case when count(*) = 1 then min(ht.id) end
      from holiday_templates ht where ht.project_id = ${projectId}))`;
}

/** The tours' holidays of every year as a JSON array of [date, name] (a scalar SQL expression). */
export function tourHolidaysSql(projectId: string): SQL {
  return sql`coalesce((select json_agg(json_build_array(d.value, h.name))
    from holiday_templates ht
    join holidays h on h.id = any(ht.holiday_ids) and h.project_id = ht.project_id
    cross join lateral jsonb_each_text(h.dates) d
    where ht.project_id = ${projectId} and ht.id = ${tourTemplateIdSql(projectId)}), '[]'::json)`;
}

/** The pairs of `tourHolidaysSql` as core's holiday map. */
export function holidayMap(pairs: readonly (readonly [LocalDate, string])[]): Holidays {
  return new Map(pairs.map(([date, name]) => [date, name]));
}

/** An approved full-day absence as [userId, startDate, endDate]. */
export type AbsenceSpan = readonly [string, LocalDate, LocalDate];

/**
 * Approved absences of the users named by `userIds` (a SQL set) overlapping [from, to], as a
 * JSON array of `AbsenceSpan` (a scalar SQL expression). A requested absence does not count.
 */
export function absenceSpansSql(projectId: string, userIds: SQL, from: LocalDate, to: LocalDate) {
  return sql`coalesce((select json_agg(json_build_array(a.user_id, a.start_date, a.end_date))
    from absences a
    where a.project_id = ${projectId} and a.state = 'approved' and a.user_id in (${userIds})
      and a.start_date <= ${to} and a.end_date >= ${from}), '[]'::json)`;
}

/** Core's absence callback over the spans. */
export function absenceCheck(spans: readonly AbsenceSpan[]): IsAbsent {
  const byUser = new Map<string, [LocalDate, LocalDate][]>();
  for (const [userId, start, end] of spans) {
    const list = byUser.get(userId) ?? [];
    list.push([start, end]);
    byUser.set(userId, list);
  }
  return (userId, date) =>
    byUser.get(userId)?.some(([start, end]) => start <= date && date <= end) ?? false;
}
