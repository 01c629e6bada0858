import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { DayView, MonthView } from '@kontor/core/schemas/time-tracking-api';
import { MonthDaysTable } from './month-days-table.tsx';
import { MonthSummary } from './month-summary.tsx';
import { noPayroll } from './payroll-fixtures.ts';

/** The rendered text of a component (server-side render: no DOM needed). */
const textOf = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MantineProvider, null, element))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const day = (date: string, extra: Partial<DayView> = {}): DayView => ({
  date,
  weekday: 0,
  isWorkingDay: true,
  holiday: null,
  absence: null,
  canAddTime: true,
  target: 480,
  actual: 0,
  saldo: -480,
  worked: 0,
  breaks: 0,
  surcharges: [],
  findings: [],
  entries: [],
  ...extra,
});

const view = (extra: Partial<MonthView>): MonthView => ({
  user: { id: 'u000000001', name: 'Jan Schröder' },
  record: {
    id: 'r000000001',
    year: 2026,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    timeSettings: {
      weeklyHours: 40,
      weekdaysPerWeek: 5,
      pauseMinutes: 30,
      vacationDaysPerYear: 30,
      startTime: '08:00',
    },
  },
  days: [],
  overview: { previousSaldo: 0, target: 1920, actual: 480, saldo: -1440, account: -1440 },
  surcharges: [],
  countedUntil: null,
  planned: null,
  runningShift: null,
  payroll: noPayroll,
  vacation: {
    endOfPreviousMonth: 30,
    arisenInMonth: 0,
    taken: 0,
    remaining: 30,
    carriedOver: 0,
    arisen: 30,
    takenSoFar: 0,
    entitlement: 30,
    basis: 'full',
    waitingPeriodEnd: '2019-09-30',
    arisesOn: '2026-01-01',
    employment: { start: '2019-04-01', end: null, derived: false },
  },
  ...extra,
});

const planned = {
  from: '2026-12-07',
  to: '2026-12-31',
  target: 8640,
  actual: 720,
  surcharges: [
    { surchargeId: 's000000001', name: 'Heiligabend', value: 150, minutes: 360 },
    { surchargeId: 's000000002', name: 'Silvester', value: 125, minutes: 360 },
  ],
};

describe('MonthSummary: figures that say what they count', () => {
  it('says "bis heute" and shows the planned rest apart, not "none this month"', () => {
    const text = textOf(
      createElement(MonthSummary, {
        view: view({ countedUntil: '2026-12-06', planned }),
        projectId: 'p000000001',
      }),
    );
    expect(text).toContain('Zeitübersicht bis heute (06.12.2026)');
    expect(text).toContain('Zuschläge bis heute (06.12.2026) Bis heute keine Zuschläge');
    expect(text).not.toContain('Keine Zuschläge in diesem Monat');
    expect(text).toContain('Noch geplant 07.12.2026 – 31.12.2026, nicht gezählt');
    expect(text).toContain('Sollzeit 144.00 Bereits eingetragen 12.00');
    expect(text).toContain('Heiligabend (150 %) 6.00 Silvester (125 %) 6.00');
  });

  it('shows a month that is over as before: no "bis heute", no plan', () => {
    const text = textOf(createElement(MonthSummary, { view: view({}), projectId: 'p000000001' }));
    expect(text).toContain('Keine Zuschläge in diesem Monat');
    expect(text).not.toContain('bis heute');
    expect(text).not.toContain('Noch geplant');
  });
});

describe('MonthDaysTable: a running shift', () => {
  const days = [day('2026-12-05', { weekday: 5 }), day('2026-12-06', { weekday: 6 })];
  const running = {
    date: '2026-12-06',
    since: '07:00',
    startedAt: '2026-12-06T06:00:00.000Z',
    onBreak: false,
  };
  const render = (r: typeof running | null) =>
    textOf(createElement(MonthDaysTable, { days, onAdd: () => {}, onEdit: () => {}, running: r }));

  it('shows "läuft seit 07:00" on the day of the clock-in only', () => {
    const html = renderToStaticMarkup(
      createElement(
        MantineProvider,
        null,
        createElement(MonthDaysTable, { days, onAdd: () => {}, onEdit: () => {}, running }),
      ),
    );
    const rows = html.split('<tr');
    const [fifth, sixth] = [
      rows.find((r) => r.includes('05.12.')),
      rows.find((r) => r.includes('06.12.')),
    ];
    expect(sixth).toContain('läuft seit 07:00');
    expect(fifth).not.toContain('läuft seit');
    expect(render(running)).toContain('Zählt erst, wenn die Schicht ausgestempelt ist.');
  });

  it('says when the worker is on a break, and nothing without a running shift', () => {
    expect(render({ ...running, onBreak: true })).toContain('läuft seit 07:00 · Pause');
    expect(render(null)).not.toContain('läuft seit');
  });
});
