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
  countedUntil: '2026-03-31',
  payroll: { personnelNumber: null, wage: null, earnings: null, minijob: null, findings: [] },
};

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('payrollCsv', () => {
  it('writes one named row per employee and surcharge, German numbers, BOM and CRLF', () => {
    const csv = payrollCsv(2026, 3, [
      employee,
      { ...employee, name: 'Anna', surcharges: [], countedUntil: '2026-03-12' },
    ]);
    expect(csv.startsWith('\uFEFFMitarbeiter;Monat;')).toBe(true);
    expect(lines(csv)).toEqual([
      'Mitarbeiter;Monat;Sollzeit (Std.);Arbeitszeit (Std.);Monatssaldo (Std.);Zeitkonto (Std.);Urlaub genommen (Tage);Zuschlag;Zuschlag (%);Zuschlagsstunden (Std.);Gezählt bis;Personalnummer;Beschäftigung;Stundenlohn (€);Verdienst (€);Minijob-Grenze (€);Hinweise',
      // Night work and overtime at the same 25 % stay apart: different wage types.
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;Nachtzuschlag;25;1,50;31.03.2026;;;;;;',
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;Sonntagszuschlag;50;4,00;31.03.2026;;;;;;',
      'Jürgen Müller;März 2026;160,00;161,50;1,50;-0,50;2;Überstunden;25;2,50;31.03.2026;;;;;;',
      // A month still running: its figures count up to today, and the file says so.
      'Anna;März 2026;160,00;161,50;1,50;-0,50;2;;;;12.03.2026;;;;;;',
      '',
    ]);
  });

  it('keeps two surcharges of one name and rate as two rows', () => {
    const twins = [
      { name: 'Nacht', value: 25, minutes: 60 },
      { name: 'Nacht', value: 25, minutes: 30 },
    ];
    const rows = lines(payrollCsv(2026, 1, [{ ...employee, surcharges: twins }])).slice(1, -1);
    expect(rows.map((r) => r.split(';').slice(7, 10))).toEqual([
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
      `"' =HYPERLINK(""x"");1";Januar 2026;160,00;161,50;1,50;-0,50;2;"'""=cmd|x""";25;1,00;31.03.2026;;;;;;`,
    );
  });

  it('adds Personalnummer, employment, hourly wage, earnings, the Minijob limit and findings', () => {
    const wage = {
      id: 'WAGE000001',
      validFrom: '2026-01-01',
      employmentType: 'minijob' as const,
      kind: 'hourly' as const,
      amountCents: 1390,
      monthlyHours: null,
      hourlyCents: 1390,
      note: '',
      recordedAt: '2025-12-01T08:00:00.000Z',
      recordedBy: null,
      deletedAt: null,
      deletedBy: null,
      state: 'current' as const,
      deletable: false,
    };
    const csv = payrollCsv(2026, 3, [
      {
        ...employee,
        surcharges: [],
        payroll: {
          personnelNumber: 1007,
          wage,
          earnings: { cents: 61_160, paidMinutes: 2640, holidayMinutes: 0 },
          minijob: {
            limitCents: 60_300,
            earningsCents: 61_160,
            expectedCents: 61_160,
            exceeded: true,
            expectedExceeded: true,
            minutesLeft: 0,
          },
          findings: [
            { code: 'minijobLimitExceeded', message: 'Minijob-Grenze überschritten', date: null },
            { code: 'recordedLate', message: 'x', date: '2026-03-02' },
            { code: 'recordedLate', message: 'y', date: '2026-03-03' },
          ],
        },
      },
    ]);
    expect(lines(csv)[1]!.split(';').slice(10)).toEqual([
      '31.03.2026',
      '1007',
      'Minijob',
      '13,90',
      '611,60',
      '603,00',
      'Minijob-Grenze überschritten | Aufzeichnung verspätet (§ 17 MiLoG): 02.03.2026, 03.03.2026',
    ]);
  });
});
