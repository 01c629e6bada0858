import { describe, expect, it } from 'vitest';
import { payrollCsv } from './payroll-csv.ts';

const employee = {
  name: 'Jürgen Müller',
  target: 9600,
  actual: 9690,
  saldo: 90,
  account: -30,
  vacationTaken: 2,
  surcharges: [
    { name: 'Sonntagszuschlag', value: 50, minutes: 240 },
    { name: 'Nachtzuschlag', value: 25, minutes: 90 },
    { name: 'Überstunden', value: 25, minutes: 150 },
    { name: 'Feiertagszuschlag', value: 125, minutes: 0 },
  ],
};

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('payrollCsv', () => {
  it('writes one named row per employee and surcharge, German numbers, BOM and CRLF', () => {
    const csv = payrollCsv(2026, 3, [employee, { ...employee, name: 'Anna', surcharges: [] }]);
    expect(csv.startsWith('\uFEFFMitarbeiter;Monat;')).toBe(true);
    expect(lines(csv)).toEqual([
      'Mitarbeiter;Monat;Sollzeit (Std.);Arbeitszeit (Std.);Monatssaldo (Std.);Zeitkonto (Std.);Urlaub genommen (Tage);Zuschlag;Zuschlag (%);Zuschlagsstunden (Std.)',
      // Night work and overtime at the same 25 % stay apart: different wage types.
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;Nachtzuschlag;25;1,50',
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;Sonntagszuschlag;50;4,00',
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;Überstunden;25;2,50',
      'Anna;März 2026;160,00;161,50;1,50;-0,50;2;;;',
      '',
    ]);
  });

  it('keeps two surcharges of one name and rate as two rows', () => {
    const twins = [
      { name: 'Nacht', value: 25, minutes: 60 },
      { name: 'Nacht', value: 25, minutes: 30 },
    ];
    const rows = lines(payrollCsv(2026, 1, [{ ...employee, surcharges: twins }])).slice(1, -1);
    expect(rows.map((r) => r.split(';').slice(7))).toEqual([
      ['Nacht', '25', '1,00'],
      ['Nacht', '25', '0,50'],
    ]);
  });

  it('defuses and quotes names and surcharge names in the file', () => {
    const csv = payrollCsv(2026, 1, [
      {
        ...employee,
        name: ' =HYPERLINK("x");1',
        surcharges: [{ name: '"=cmd|x"', value: 25, minutes: 60 }],
      },
    ]);
    expect(lines(csv)[1]).toBe(
      `"' =HYPERLINK(""x"");1";Januar 2026;160,00;161,50;1,50;-0,50;2;"'""=cmd|x""";25;1,00`,
    );
  });
});
