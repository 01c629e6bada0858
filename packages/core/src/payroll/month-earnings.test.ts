import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_SETTINGS } from '../time-tracking/time-settings.ts';
import { minijobMonth, monthEarnings, payDaysOf, type PayDay } from './month-earnings.ts';
import { effectiveWages } from './wages.ts';
import { wage } from './test-fixtures.ts';

const day = (date: string, hours: number, surcharges: PayDay['surcharges'] = []): PayDay => ({
  date,
  paidMinutes: hours * 60,
  holidayMinutes: 0,
  surcharges,
});

describe('earnings of a month: paid hours × the wage of each day, plus surcharges', () => {
  it('pays each day of a month straddling a wage change at its own rate', () => {
    const rows = effectiveWages([wage('2026-01-01', 1390), wage('2026-03-16', 1500)]);
    const days = [
      day('2026-03-02', 4),
      day('2026-03-13', 4),
      day('2026-03-16', 4),
      day('2026-03-20', 2),
    ];
    // 8 h × 13,90 € + 6 h × 15,00 € = 111,20 € + 90,00 €
    expect(monthEarnings(2026, 3, days, rows)).toEqual({
      cents: 20_120,
      paidMinutes: 840,
      holidayMinutes: 0,
    });
  });

  it('adds the surcharge minutes at the wage × their percentage', () => {
    const rows = effectiveWages([wage('2026-01-01', 1400)]);
    // 8 h, of them 2 h night work at 25 % and 1 h at 40 %: 112 € + 7 € + 5,60 €
    const days = [
      day('2026-05-08', 8, [
        { minutes: 120, percent: 25 },
        { minutes: 60, percent: 40 },
      ]),
    ];
    expect(monthEarnings(2026, 5, days, rows).cents).toBe(12_460);
  });

  it('owes a salary for the month, split by calendar days when it changes within it', () => {
    const rows = effectiveWages([
      wage('2026-01-01', 300_000, { kind: 'monthly', monthlyHours: 160 }),
      wage('2026-04-16', 330_000, { kind: 'monthly', monthlyHours: 160 }),
    ]);
    // April has 30 days: 15 × 3000 / 30 + 15 × 3300 / 30, whatever was counted yet.
    expect(monthEarnings(2026, 4, [], rows).cents).toBe(315_000);
    // Surcharges of salaried hours at salary ÷ monthly hours: 4 h × 18,75 € × 50 % (before the raise).
    const sunday = [day('2026-04-05', 4, [{ minutes: 240, percent: 50 }])];
    expect(monthEarnings(2026, 4, sunday, rows).cents).toBe(315_000 + 3750);
  });

  it('leaves out days without any wage, and days of another month', () => {
    const rows = effectiveWages([wage('2026-03-10', 1500)]);
    expect(monthEarnings(2026, 3, [day('2026-03-09', 8), day('2026-03-10', 2)], rows).cents).toBe(
      3000,
    );
    expect(monthEarnings(2026, 3, [day('2026-04-01', 8)], rows).cents).toBe(0);
  });

  it('rounds once, at the end, to the cent', () => {
    const rows = effectiveWages([wage('2026-01-01', 1391)]);
    // 3 × 20 minutes at 13,91 €: 3 × 463.67 cents = 1391 cents, not 3 × 464.
    const days = ['2026-02-02', '2026-02-03', '2026-02-04'].map((d) => ({
      ...day(d, 0),
      paidMinutes: 20,
    }));
    expect(monthEarnings(2026, 2, days, rows).cents).toBe(1391);
  });
});

describe('paid days from the engine (§ 2 EFZG holidays)', () => {
  const settings = { ...DEFAULT_TIME_SETTINGS, weeklyHours: 10, weekdaysPerWeek: 2 };
  const percent = (id: string) => (id === 'night' ? 25 : 0);
  it.each([
    // date, holiday, Ist, paid, of them holiday
    ['2026-04-06', 'easter-monday', 0, 300, 300], // a Monday: a planned day of 5 h
    ['2026-04-06', 'easter-monday', 120, 300, 180], // 2 h worked: the rest is holiday pay
    ['2026-04-06', undefined, 120, 120, 0],
    ['2026-05-01', 'may-day', 0, 0, 0], // a Friday: no working day of a two-day week
  ])('%s (%s) with Ist %i: paid %i, holiday %i', (date, holidayId, actual, paid, holiday) => {
    const [pay] = payDaysOf(
      [{ date, holidayId, actual, surcharges: [{ surchargeId: 'night', minutes: 30 }] }],
      settings,
      percent,
    );
    expect(pay).toEqual({
      date,
      paidMinutes: paid,
      holidayMinutes: holiday,
      surcharges: [{ minutes: 30, percent: 25 }],
    });
  });
});

describe('the Minijob limit of a month (§ 8 Abs. 1a SGB IV)', () => {
  const minijob = (from: string, amount: number) =>
    wage(from, amount, { employmentType: 'minijob' });

  it.each([
    // year, hours worked, exceeded: 43 h × 14,00 € = 602 € ≤ 603 €; 44 h = 616 €
    [2026, 43, 60_300, false],
    [2026, 44, 60_300, true],
    // 2027: 633 €; 45 h × 14,00 € = 630 € is still within it
    [2027, 45, 63_300, false],
    [2027, 46, 63_300, true],
  ])('%i, %i h at 14,00 €: limit %i, exceeded %s', (year, hours, limit, exceeded) => {
    const rows = effectiveWages([minijob('2026-01-01', 1400)]);
    const days = [day(`${year}-06-01`, hours)];
    const result = minijobMonth({
      year,
      month: 6,
      counted: days,
      whole: days,
      effective: rows,
      asOf: `${year}-06-30`,
    });
    expect(result?.limit).toBe(limit);
    expect(result?.exceeded).toBe(exceeded);
    expect(result?.earnings).toBe(hours * 1400);
  });

  it('tells the hours left at the current wage, counting the days entered ahead', () => {
    const rows = effectiveWages([minijob('2026-01-01', 1390), minijob('2026-03-16', 1500)]);
    const counted = [day('2026-03-02', 10), day('2026-03-16', 10)];
    const whole = [...counted, day('2026-03-27', 5)];
    const result = minijobMonth({
      year: 2026,
      month: 3,
      counted,
      whole,
      effective: rows,
      asOf: '2026-03-20',
    });
    // 139 € + 150 € so far; with the 27th 364 €; 603 − 364 = 239 € at 15,00 € = 15 h 56 min
    expect(result).toEqual({
      limit: 60_300,
      earnings: 28_900,
      expected: 36_400,
      exceeded: false,
      expectedExceeded: false,
      minutesLeft: 956,
    });
  });

  it('warns when the days entered ahead pass the limit, with no hours left', () => {
    const rows = effectiveWages([minijob('2026-01-01', 1500)]);
    const counted = [day('2026-09-01', 30)];
    const whole = [...counted, day('2026-09-25', 12)];
    const result = minijobMonth({
      year: 2026,
      month: 9,
      counted,
      whole,
      effective: rows,
      asOf: '2026-09-10',
    });
    expect(result).toMatchObject({
      exceeded: false,
      expectedExceeded: true,
      minutesLeft: 0,
      expected: 63_000,
    });
  });

  it('counts only the Minijob days when the employment changes within the month', () => {
    const rows = effectiveWages([minijob('2026-01-01', 1500), wage('2026-06-15', 1500)]);
    const days = [day('2026-06-01', 30), day('2026-06-20', 30)];
    const result = minijobMonth({
      year: 2026,
      month: 6,
      counted: days,
      whole: days,
      effective: rows,
      asOf: '2026-06-30',
    });
    expect(result?.earnings).toBe(45_000);
    expect(result?.exceeded).toBe(false);
  });

  it('is no Minijob month without a Minijob row in it', () => {
    const rows = effectiveWages([wage('2026-01-01', 1500), minijob('2026-07-01', 1500)]);
    expect(
      minijobMonth({
        year: 2026,
        month: 6,
        counted: [],
        whole: [],
        effective: rows,
        asOf: '2026-06-30',
      }),
    ).toBeNull();
    // A Minijob that begins later in the month: its first day's wage prices the hours left.
    const july = minijobMonth({
      year: 2026,
      month: 7,
      counted: [],
      whole: [],
      effective: rows,
      asOf: '2026-06-20',
    });
    expect(july?.minutesLeft).toBe(Math.floor((60_300 / 1500) * 60));
  });

  it('has no hours left to tell for a Minijob salary, and compares the salary itself', () => {
    const rows = effectiveWages([
      wage('2026-01-01', 60_400, { employmentType: 'minijob', kind: 'monthly', monthlyHours: 43 }),
    ]);
    const result = minijobMonth({
      year: 2026,
      month: 2,
      counted: [],
      whole: [],
      effective: rows,
      asOf: '2026-02-10',
    });
    expect(result).toMatchObject({ earnings: 60_400, exceeded: true, minutesLeft: null });
  });
});
