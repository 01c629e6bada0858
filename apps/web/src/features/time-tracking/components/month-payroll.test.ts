import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { DayView, MonthView } from '@kontor/core/schemas/time-tracking-api';
import { EntryRecording } from './entry-recording.tsx';
import { MonthDaysTable } from './month-days-table.tsx';
import { MonthPayroll } from './month-payroll.tsx';
import { noPayroll } from './payroll-fixtures.ts';

const textOf = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MantineProvider, null, element))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const wage = {
  id: 'w000000001',
  validFrom: '2026-03-16',
  employmentType: 'minijob' as const,
  kind: 'hourly' as const,
  amountCents: 1500,
  monthlyHours: null,
  hourlyCents: 1500,
  note: '',
  recordedAt: '2026-03-01T08:00:00.000Z',
  recordedBy: null,
  deletedAt: null,
  deletedBy: null,
  state: 'current' as const,
  deletable: false,
};

const month = (
  payroll: Partial<MonthView['payroll']>,
  countedUntil: string | null = '2026-03-23',
) =>
  ({
    user: { id: 'u000000001', name: 'Jan Schröder' },
    countedUntil,
    payroll: { ...noPayroll, ...payroll },
  }) as MonthView;

const minijob = {
  personnelNumber: 1001,
  wage,
  earnings: { cents: 24_620, paidMinutes: 1020, holidayMinutes: 0 },
  minijob: {
    limitCents: 60_300,
    earningsCents: 24_620,
    expectedCents: 33_620,
    exceeded: false,
    expectedExceeded: false,
    minutesLeft: 1067,
  },
  recordingRequired: true,
  findings: [
    {
      code: 'recordedLate',
      message: 'Aufzeichnung verspätet (§ 17 MiLoG): erfasst am 13.03.2026, Frist bis 09.03.2026',
      date: '2026-03-02',
    },
  ],
  dueSoon: [{ date: '2026-03-17', deadline: '2026-03-24' }],
};

describe('MonthPayroll: Lohn und Aufzeichnung', () => {
  it('shows a Minijob month: wage, earnings so far, the limit and the hours left', () => {
    const text = textOf(createElement(MonthPayroll, { view: month(minijob), projectId: 'p1' }));
    expect(text).toContain('Lohn und Aufzeichnung');
    expect(text).toContain('bis heute (23.03.2026)');
    expect(text).toContain('Personalnummer 1001');
    expect(text).toContain('Beschäftigung Minijob');
    expect(text).toContain('Lohn 15,00 € / Std.');
    expect(text).toContain('Mindestlohn 13,90 € / Std.');
    expect(text).toContain('Verdienst 246,20 €');
    expect(text).toContain('17.00 Std. bezahlt');
    expect(text).toContain('Minijob-Grenze 603,00 €');
    expect(text).toContain('Voraussichtlich im Monat 336,20 €');
    expect(text).toContain('noch 17.47 Std. bis zur Minijob-Grenze');
    expect(text).toContain('Aufzeichnungspflicht (§ 17 MiLoG) ja');
  });

  it('lists the findings and the days that become late soon', () => {
    const text = textOf(createElement(MonthPayroll, { view: month(minijob), projectId: 'p1' }));
    expect(text).toContain('Hinweise zu Lohn und Aufzeichnung');
    expect(text).toContain('Aufzeichnung verspätet (§ 17 MiLoG): erfasst am 13.03.2026');
    expect(text).toContain('Bald verspätet (§ 17 MiLoG)');
    expect(text).toContain('17.03.2026: noch keine Zeit, Frist bis 24.03.2026');
  });

  it('shows no hours left once the entered times pass the limit', () => {
    const over = {
      ...minijob,
      minijob: {
        ...minijob.minijob,
        expectedCents: 61_000,
        expectedExceeded: true,
        minutesLeft: 0,
      },
    };
    const text = textOf(createElement(MonthPayroll, { view: month(over), projectId: 'p1' }));
    expect(text).not.toContain('bis zur Minijob-Grenze');
    expect(text).toContain('Voraussichtlich im Monat 610,00 €');
  });

  it('says when there is no pay, and shows a salary with its hourly figure', () => {
    const none = textOf(createElement(MonthPayroll, { view: month({}, null), projectId: 'p1' }));
    expect(none).toContain('Lohn Kein Lohn erfasst');
    expect(none).toContain('Aufzeichnungspflicht (§ 17 MiLoG) nein');
    expect(none).not.toContain('Verdienst');
    expect(none).not.toContain('Minijob-Grenze');
    const salary = {
      ...wage,
      kind: 'monthly' as const,
      amountCents: 300_000,
      monthlyHours: 160,
      hourlyCents: 1875,
    };
    const text = textOf(
      createElement(MonthPayroll, {
        view: month({
          wage: { ...salary, employmentType: 'fullTime' },
          minimumWageSource: 'sector',
        }),
        projectId: 'p1',
      }),
    );
    expect(text).toContain('Lohn 3.000,00 € / Monat (18,75 € / Std.)');
    expect(text).toContain('Branchenmindestlohn 13,90 € / Std.');
    expect(text).toContain('Beschäftigung Vollzeit');
  });
});

describe('§ 17 MiLoG marks on the day rows and the time', () => {
  const day = (findings: DayView['findings']): DayView => ({
    date: '2026-03-02',
    weekday: 0,
    isWorkingDay: true,
    holiday: null,
    absence: null,
    canAddTime: true,
    target: 480,
    actual: 240,
    saldo: -240,
    worked: 240,
    breaks: 0,
    surcharges: [],
    findings,
    entries: [],
  });

  it('marks a day whose time was recorded late, with the reason for screen readers', () => {
    const late = { code: 'recordedLate', message: minijob.findings[0]!.message };
    const text = textOf(
      createElement(MonthDaysTable, { days: [day([late])], onAdd: () => {}, onEdit: () => {} }),
    );
    expect(text).toContain(
      'verspätet erfasst . Aufzeichnung verspätet (§ 17 MiLoG): erfasst am 13.03.2026',
    );
    const clean = textOf(
      createElement(MonthDaysTable, {
        days: [day([{ code: 'breakAfterSix', message: 'x' }])],
        onAdd: () => {},
        onEdit: () => {},
      }),
    );
    expect(clean).not.toContain('verspätet');
  });

  it('names when and by whom a time was recorded, or that it is unknown', () => {
    expect(
      textOf(createElement(EntryRecording, { entry: { recordedAt: null, recordedBy: null } })),
    ).toContain('Erfasst: unbekannt');
    const known = textOf(
      createElement(EntryRecording, {
        entry: {
          recordedAt: '2026-03-13T17:00:00.000Z',
          recordedBy: { id: 'u2', name: 'Sabine Krüger' },
        },
      }),
    );
    expect(known).toMatch(/Erfasst am 13\.03\.2026, \d\d:00 von Sabine Krüger/);
  });
});
