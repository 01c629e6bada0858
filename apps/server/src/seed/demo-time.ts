import { surchargeBodySchema } from '@kontor/core/schemas/time-tracking';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { addDays, weekdayOf, type LocalDate } from '@kontor/core/time-tracking/local-date';
import * as absences from '../modules/time-tracking/absences.service.ts';
import * as employment from '../modules/time-tracking/employment.service.ts';
import * as entries from '../modules/time-tracking/entries.service.ts';
import { berlinToday } from '../modules/time-tracking/overviews.service.ts';
import * as records from '../modules/time-tracking/records.service.ts';
import * as settings from '../modules/time-tracking/settings.service.ts';
import type { TimeAccess } from '../modules/time-tracking/time-access.ts';
import type { Db } from '../db/database.ts';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const isWeekend = (date: LocalDate) => weekdayOf(date) >= 5;

/**
 * One realistic working day of a 40-hour week: 8.5 h Monday to Thursday with a 30-minute break,
 * 6 h on Friday without one, every ninth day 9.5 h with 45 minutes (ArbZG § 4: more than six
 * hours need 30 minutes, more than nine 45); the start moves by a quarter hour or two.
 */
export function demoWorkDay(date: LocalDate, person: number, index: number): entries.EntryInput {
  const start = 7 * 60 + ((person + index) % 4) * 15;
  const friday = weekdayOf(date) === 4;
  const long = !friday && (person + index) % 9 === 0;
  const work = friday ? 360 : long ? 570 : 510;
  const pause = friday ? 0 : long ? 45 : 30;
  return {
    date,
    type: 'work',
    fullDay: false,
    start: clock(start),
    end: clock(start + work + pause),
    endsNextDay: false,
    breaks: pause ? [{ start: '12:00', end: clock(12 * 60 + pause) }] : [],
    comment: '',
    absenceType: null,
  };
}

/** Mondays to Fridays of a week starting at `monday`, or none when it leaves [from, to]. */
function workWeek(monday: LocalDate, from: LocalDate, to: LocalDate) {
  const friday = addDays(monday, 4);
  return monday >= from && friday <= to ? { startDate: monday, endDate: friday } : undefined;
}

const mondayOf = (date: LocalDate) => addDays(date, -weekdayOf(date));

/**
 * Berlin's holidays and a template, the § 3b EStG surcharge presets, a record of this year for
 * every member, vacations in each absence state and work entries from January up to yesterday.
 * `approverId` (the demo's administrator) approves; nobody approves their own absence.
 */
export async function seedDemoTime(
  db: Db,
  projectId: string,
  approverId: string,
  userIds: readonly string[],
) {
  const today = berlinToday();
  const year = Number(today.slice(0, 4));
  const jan1 = `${year}-01-01`;
  const dec31 = `${year}-12-31`;
  const yesterday = addDays(today, -1);
  const holidays = await settings.refreshHolidays(db, projectId, 'BE');
  const template = await settings.createTemplate(db, projectId, {
    name: 'Berlin',
    holidayIds: holidays.items.map((h) => h.id),
  });
  const holidayDates = new Set(holidays.items.map((h) => h.dates[String(year)]).filter(Boolean));

  // Employment (§§ 4, 5 BUrlG): most of the team long employed (the full year on 1 January);
  // the last one joined on 1 September last year, so this year's leave arose on completing
  // the six-month waiting period at the end of February.
  const since = ['2012-03-01', '2016-09-01', '2018-01-15', '2021-05-01', '2019-04-01'];
  for (const [person, userId] of userIds.entries()) {
    const start =
      person === userIds.length - 1 ? `${year - 1}-09-01` : since[person % since.length]!;
    await employment.updateEmployment(db, projectId, userId, { start, end: null });
  }

  const recordIds: string[] = [];
  for (const [person, userId] of userIds.entries()) {
    const record = await records.create(db, projectId, approverId, {
      userId,
      year,
      startMonth: 1,
      endMonth: 12,
      holidayTemplateId: template.id,
      copyPrevious: false,
      // Carried over from last year: a few hours and days, so the figures are not all zero.
      initialSaldo: (person % 3) * 90,
      initialVacation: person % 4,
      timeSettings: {
        weeklyHours: 40,
        weekdaysPerWeek: 5,
        pauseMinutes: 30,
        vacationDaysPerYear: 30,
        startTime: '07:00',
      },
    });
    recordIds.push(record.id);
  }
  for (const preset of settings.surchargePresets(jan1).items) {
    await settings.createSurcharge(
      db,
      projectId,
      surchargeBodySchema.parse({ ...preset, connectedRecords: recordIds }),
    );
  }

  const staff: TimeAccess = { projectId, userId: approverId, staff: true };
  const absent = new Map<string, Set<LocalDate>>();
  for (const [person, userId] of userIds.entries()) {
    if (userId === approverId) continue;
    const own: TimeAccess = { projectId, userId, staff: false };
    const past = workWeek(addDays(mondayOf(jan1), 7 * (6 + 5 * person)), jan1, yesterday);
    if (past) {
      const created = await absences.create(db, own, { ...past, type: 'vacation', comment: '' });
      const submitted = await absences.submit(db, own, created.id, created.version);
      await absences.approve(db, staff, submitted.id, submitted.version);
      const days = new Set<LocalDate>();
      for (let d = past.startDate; d <= past.endDate; d = addDays(d, 1)) days.add(d);
      absent.set(userId, days);
    }
    const future = workWeek(addDays(mondayOf(today), 7 * (2 + person)), today, dec31);
    if (future) {
      const created = await absences.create(db, own, {
        ...future,
        type: 'vacation',
        comment: person % 2 ? 'Familienurlaub' : '',
      });
      // Every other one waits for approval, the rest is still a draft.
      if (person % 2) await absences.submit(db, own, created.id, created.version);
    }
  }

  for (const [person, userId] of userIds.entries()) {
    const days: entries.EntryInput[] = [];
    for (let d = jan1, i = 0; d <= yesterday; d = addDays(d, 1), i++) {
      if (isWeekend(d) || holidayDates.has(d) || absent.get(userId)?.has(d)) continue;
      days.push(demoWorkDay(d, person, i));
    }
    // Recorded in the evening of each day, in time for § 17 MiLoG (the demo is a cleaning firm).
    await entries.createMany(
      db,
      staff,
      userId,
      days,
      (d) => new Date(toInstant(d.date, 18 * 60) * 60_000),
    );
  }
  return { recordIds, holidays: holidays.items.length };
}
