import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { MonthView } from '@kontor/core/schemas/time-tracking-api';
import { MonthSummary } from './month-summary.tsx';
import { noPayroll } from './payroll-fixtures.ts';

// The Urlaub section as rendered: every figure that moves the balance, on its own line.
const view = (vacation: Partial<MonthView['vacation']> = {}): MonthView =>
  ({
    user: { id: 'u1', name: 'Jan Schröder' },
    record: {
      id: 'r1',
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
    overview: { previousSaldo: 0, target: 0, actual: 0, saldo: 0, account: 0 },
    surcharges: [],
    countedUntil: null,
    planned: null,
    runningShift: null,
    payroll: noPayroll,
    vacation: {
      endOfPreviousMonth: 25,
      arisenInMonth: 0,
      taken: 0,
      remaining: 25,
      carriedOver: 3,
      arisen: 30,
      takenSoFar: 8,
      entitlement: 33,
      basis: 'full',
      waitingPeriodEnd: '2019-09-30',
      arisesOn: '2026-01-01',
      employment: { start: '2019-04-01', end: null, derived: false },
      ...vacation,
    },
  }) satisfies MonthView;

/** The section's text, one line per row ('label value'). */
function sectionText(v: MonthView): string {
  const html = renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(MonthSummary, { view: v, projectId: 'p000000001' }),
    ),
  );
  const section = html.slice(html.indexOf('>Urlaub<'));
  return section
    .replace(/<\/(div|h2)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

describe('MonthSummary: Urlaub', () => {
  it('shows every line of the Jan Schröder case, adding up', () => {
    const text = sectionText(view());
    for (const line of [
      'Urlaub Ende Vormonat 25 Tage',
      'Neuer Anspruch im Monat 0 Tage',
      'Genommener Urlaub 0 Tage',
      'Verbleibender Urlaub 25 Tage',
      'Übertrag 3 Tage',
      'Anspruch bis Monatsende 30 Tage',
      'Genommen bis Monatsende 8 Tage',
      'Voller Jahresurlaub ab 01.01.2026 (§ 4 BUrlG)',
      'Beschäftigt seit 01.04.2019',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Fehler bei der Zeiterfassung');
  });

  it('names the partial leave and a derived employment start', () => {
    const text = sectionText(
      view({
        basis: 'partialNoWaiting',
        arisesOn: null,
        arisenInMonth: 3,
        employment: { start: '2026-08-01', end: null, derived: true },
      }),
    );
    expect(text).toContain('Neuer Anspruch im Monat 3 Tage');
    expect(text).toContain('(§ 5 Abs. 1 a BUrlG)');
    expect(text).toContain('kein Eintrittsdatum hinterlegt');
  });

  it('keeps the spec error when the remaining vacation is negative', () => {
    expect(sectionText(view({ remaining: -2 }))).toContain('Fehler bei der Zeiterfassung');
  });
});
