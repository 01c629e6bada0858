import { describe, expect, it } from 'vitest';
import { historyChanges, needsChangeReason, weekStartOf } from './change-history.ts';

describe('weekStartOf', () => {
  it.each([
    ['2026-12-07', '2026-12-07'], // a Monday is its own week's start
    ['2026-12-13', '2026-12-07'], // Sunday
    ['2027-01-01', '2026-12-28'], // a Friday whose week began in the old year
    ['2026-03-29', '2026-03-23'], // the Sunday the clocks change
  ])('%s → %s', (date, monday) => expect(weekStartOf(date)).toBe(monday));
});

describe('needsChangeReason: a change of a past week needs a reason', () => {
  it.each([
    // today (Wednesday 9 Dec 2026), dates changed, needs a reason
    ['2026-12-09', ['2026-12-07'], false], // Monday of this week
    ['2026-12-09', ['2026-12-13'], false], // Sunday of this week
    ['2026-12-09', ['2026-12-20'], false], // a week to come
    ['2026-12-09', ['2026-12-06'], true], // last Sunday
    ['2026-12-09', ['2026-12-10', '2026-12-04'], true], // moved out of a past week
    ['2026-12-09', ['2026-12-01', '2026-12-10'], true], // an absence reaching back
    ['2026-12-07', ['2026-12-06'], true], // on Monday, yesterday is last week
    ['2027-01-01', ['2026-12-28'], false], // the week across the new year is this week
    ['2027-01-01', ['2026-12-27'], true],
  ] as const)('today %s, dates %j → %s', (today, dates, expected) =>
    expect(needsChangeReason(dates, today)).toBe(expected),
  );
});

describe('historyChanges', () => {
  const entry = {
    date: '2026-12-02',
    type: 'work',
    absenceType: null,
    start: '2026-12-02T07:00:00Z',
    end: '2026-12-02T15:30:00Z',
    breaks: [{ start: '2026-12-02T11:00:00Z', end: '2026-12-02T11:30:00Z' }],
    comment: '',
  };

  it('a change lists only the fields that differ, old → new in Berlin time', () => {
    const after = { ...entry, start: '2026-12-02T06:30:00Z', comment: 'Früher angefangen' };
    expect(historyChanges('entry', entry, after)).toEqual([
      { field: 'start', label: 'Beginn', from: '08:00', to: '07:30' },
      { field: 'comment', label: 'Kommentar', from: '', to: 'Früher angefangen' },
    ]);
  });

  it('a creation lists the values given, empty ones left out', () => {
    expect(historyChanges('entry', null, entry)).toEqual([
      { field: 'date', label: 'Datum', from: null, to: '02.12.2026' },
      { field: 'type', label: 'Art', from: null, to: 'Arbeitszeit' },
      { field: 'start', label: 'Beginn', from: null, to: '08:00' },
      { field: 'end', label: 'Ende', from: null, to: '16:30' },
      { field: 'breaks', label: 'Pausen', from: null, to: '12:00–12:30' },
    ]);
  });

  it('a deletion lists what the row held; a night shift ends with its date', () => {
    const night = { ...entry, end: '2026-12-03T05:00:00Z', breaks: [], comment: 'Nacht' };
    expect(historyChanges('entry', night, null)).toEqual([
      { field: 'date', label: 'Datum', from: '02.12.2026', to: null },
      { field: 'type', label: 'Art', from: 'Arbeitszeit', to: null },
      { field: 'start', label: 'Beginn', from: '08:00', to: null },
      { field: 'end', label: 'Ende', from: '03.12.2026 06:00', to: null },
      { field: 'comment', label: 'Kommentar', from: 'Nacht', to: null },
    ]);
  });

  it('summer time shows the CEST wall clock', () => {
    const july = { ...entry, date: '2026-07-01', start: '2026-07-01T06:00:00Z' };
    expect(historyChanges('entry', null, july)[2]).toMatchObject({ to: '08:00' });
  });

  it('an absence approval shows the states in German', () => {
    const absence = {
      startDate: '2026-11-02',
      endDate: '2026-11-06',
      type: 'vacation',
      state: 'submitted',
      comment: '',
      refusalReason: null,
    };
    expect(historyChanges('absence', absence, { ...absence, state: 'approved' })).toEqual([
      { field: 'state', label: 'Status', from: 'Eingereicht', to: 'Genehmigt' },
    ]);
    expect(historyChanges('absence', null, absence).map((c) => c.to)).toEqual([
      '02.11.2026',
      '06.11.2026',
      'Urlaub',
      'Eingereicht',
    ]);
  });

  it('record figures read as the records dialog shows them; unknown fields come last', () => {
    const record = { year: 2026, weeklyHours: 40, initialSaldo: 90, initialVacation: 2.5 };
    const after = { ...record, weeklyHours: 38.5, initialSaldo: -30, extra: 'x' };
    expect(historyChanges('record', record, after)).toEqual([
      { field: 'weeklyHours', label: 'Wochenstunden', from: '40', to: '38,5' },
      { field: 'initialSaldo', label: 'Übertrag Saldo (Stunden)', from: '1.30', to: '-0.30' },
      { field: 'extra', label: 'extra', from: '', to: 'x' },
    ]);
  });

  it('an unchanged row (only fields it does not track moved) has no changes', () => {
    expect(historyChanges('entry', entry, { ...entry })).toEqual([]);
  });
});
