import { describe, expect, it } from 'vitest';
import { FALLBACK_DAY, isWorkingWeekday, plannedDay, workingDayShape } from './planned-day.ts';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';
import { toDayNumber } from './local-date.ts';
import type { TimeSettings } from './types.ts';

const settings = (overrides: Partial<TimeSettings> = {}): TimeSettings => ({
  ...DEFAULT_TIME_SETTINGS,
  ...overrides,
});

describe('planned day (Soll)', () => {
  it('defaults to 08:00–16:30 with a 30-minute break at 14:00', () => {
    expect(plannedDay(settings(), '2025-05-06')).toEqual({
      isWorkingDay: true,
      start: 480,
      end: 990,
      duration: 510,
      pause: 30,
      breakStart: 840,
      target: 480,
    });
  });

  it.each([
    // weekly hours, weekdays, pause, start, → start, end, target, breakStart, planned pause
    [40, 5, 30, '08:00', 480, 990, 480, 840, 30],
    [38.5, 5, 30, '07:00', 420, 912, 462, 780, 30],
    [20, 4, 0, '09:30', 570, 870, 300, 930, 0],
    [30, 6, 45, '06:00', 360, 660, 300, 720, 0], // 5 h: no break (it would start at 12:00)
    [30, 5, 30, '08:00', 480, 840, 360, 840, 0], // exactly 6 h: none needed
    [30.05, 5, 30, '08:00', 480, 871, 361, 840, 30],
    [20, 5, 30, '08:00', 480, 720, 240, 840, 0],
    [0, 5, 30, '08:00', 480, 480, 0, 840, 0],
  ])(
    '%f h over %i days, pause %i, start %s',
    (
      weeklyHours,
      weekdaysPerWeek,
      pauseMinutes,
      startTime,
      start,
      end,
      target,
      breakStart,
      pause,
    ) => {
      const day = plannedDay(
        settings({ weeklyHours, weekdaysPerWeek, pauseMinutes, startTime }),
        '2025-05-05',
      );
      expect(day).toMatchObject({
        start,
        end,
        target,
        breakStart,
        pause,
        duration: end - start,
      });
    },
  );

  it.each([
    // date, weekdays per week, working?
    ['2025-05-05', 5, true], // Monday
    ['2025-05-09', 5, true], // Friday
    ['2025-05-10', 5, false], // Saturday
    ['2025-05-10', 6, true],
    ['2025-05-11', 6, false], // Sunday
    ['2025-05-11', 7, true],
    ['2025-05-08', 3, false], // Thursday is the 4th weekday
    ['2025-05-08', 4, true],
    ['2025-05-07', 2, false],
    ['2025-05-05', 0, false],
  ])('%s with %i weekdays is a working day: %s', (date, weekdaysPerWeek, working) => {
    const day = plannedDay(settings({ weekdaysPerWeek }), date);
    expect(day.isWorkingDay).toBe(working);
    expect(day.target > 0).toBe(working);
    expect(isWorkingWeekday(settings({ weekdaysPerWeek }), toDayNumber(date))).toBe(working);
  });

  it('plans nothing on a holiday of the template', () => {
    const day = plannedDay(settings(), '2025-05-08', new Set(['2025-05-08']));
    expect(day).toMatchObject({
      isWorkingDay: false,
      target: 0,
      duration: 0,
      pause: 0,
      start: 480,
      end: 480,
    });
    expect(plannedDay(settings(), '2025-05-07', new Set(['2025-05-08'])).target).toBe(480);
  });

  it('falls back to the standard day without usable settings', () => {
    expect(workingDayShape(undefined)).toBe(FALLBACK_DAY);
    expect(workingDayShape(null)).toBe(FALLBACK_DAY);
    expect(workingDayShape(settings({ weekdaysPerWeek: 0 }))).toBe(FALLBACK_DAY);
    expect(workingDayShape(settings({ startTime: 'x' }))).toBe(FALLBACK_DAY);
    expect(FALLBACK_DAY).toMatchObject({
      start: 480,
      end: 990,
      breakStart: 840,
      pause: 30,
      target: 480,
      duration: 510,
    });
  });
});
