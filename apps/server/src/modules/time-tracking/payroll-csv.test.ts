import { describe, expect, it } from 'vitest';
import { payrollCsv } from './payroll-csv.ts';

describe('payrollCsv', () => {
  const employee = {
    name: 'Jürgen Müller',
    target: 9600,
    actual: 9690,
    saldo: 90,
    account: -30,
    vacationTaken: 2,
    surcharges: new Map([
      [50, 240],
      [25, 90],
    ]),
  };

  it('writes one row per employee and rate, German numbers, BOM and CRLF', () => {
    const csv = payrollCsv(2026, 3, [
      employee,
      { ...employee, name: 'Anna', surcharges: new Map() },
    ]);
    expect(csv.startsWith('\uFEFFMitarbeiter;Monat;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Mitarbeiter;Monat;Sollzeit (Std.);Arbeitszeit (Std.);Monatssaldo (Std.);Zeitkonto (Std.);Urlaub genommen (Tage);Zuschlag (%);Zuschlagsstunden (Std.)',
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;25;1,50',
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;50;4,00',
      'Anna;März 2026;160,00;161,50;1,50;-0,50;2;;',
      '',
    ]);
  });

  it('quotes separators and defuses formulas', () => {
    const csv = payrollCsv(2026, 1, [
      { ...employee, name: '=HYPERLINK("x");1', surcharges: new Map() },
    ]);
    expect(csv.split('\r\n')[1]!.startsWith(`"'=HYPERLINK(""x"");1";Januar 2026;`)).toBe(true);
  });
});
