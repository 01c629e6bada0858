import { describe, expect, it } from 'vitest';
import {
  absenceBodySchema,
  surchargeBodySchema,
  timeSettingsSchema,
} from '../schemas/time-tracking.ts';

describe('time-tracking schemas', () => {
  it('fills the time settings defaults', () => {
    expect(timeSettingsSchema.parse({})).toEqual({
      weeklyHours: 40,
      weekdaysPerWeek: 5,
      pauseMinutes: 30,
      vacationDaysPerYear: 30,
      startTime: '08:00',
    });
  });

  it('rejects values out of range with the German message', () => {
    const result = timeSettingsSchema.safeParse({
      weeklyHours: 101,
      weekdaysPerWeek: 8,
      startTime: '25:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['weeklyHours', 'Bitte einen Wert zwischen 0 und 100 angeben'],
      ['weekdaysPerWeek', 'Bitte einen Wert zwischen 0 und 7 angeben'],
      ['startTime', 'Bitte eine gültige Startzeit angeben'],
    ]);
  });

  it('names missing absence fields', () => {
    const result = absenceBodySchema.safeParse({ userId: '', startDate: '', endDate: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Bitte einen Mitarbeiter auswählen',
      'Anfangsdatum fehlt',
      'Enddatum fehlt',
      'Art der Abwesenheit fehlt',
    ]);
  });

  it('keeps the § 3b next-morning flag of a day surcharge', () => {
    const body = surchargeBodySchema.parse({
      name: 'Sonntag',
      type: 'day',
      value: 50,
      days: { weekdays: [0] },
      continuesUntilFourNextDay: true,
      startDate: '2026-01-01',
    });
    expect(body.continuesUntilFourNextDay).toBe(true);
  });
});
