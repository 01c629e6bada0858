import { describe, expect, it } from 'vitest';
import {
  isRecordEditable,
  validateHolidayTemplate,
  validateHolidayTemplateDelete,
  validateRecord,
  validateRecordCopy,
  validateSurcharge,
  validateSurchargeArchive,
  validateTimeSettings,
  type SurchargeDraft,
} from './settings-validators.ts';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';

const texts = (issues: { field: string; message: string }[]) =>
  issues.map((i) => `${i.field}: ${i.message}`);

describe('surcharge validation', () => {
  it.each([
    [{ name: 'Nacht', type: 'time', value: 25, time: { start: '22:00', end: '06:00' } }, []],
    [{ name: 'Spät', type: 'time', value: 10, time: { start: '18:00', end: '22:00' } }, []],
    [
      { name: '  ', type: 'time', value: 25, time: { start: '22:00', end: '06:00' } },
      ['name: Bitte einen Namen angeben'],
    ],
    [
      { name: 'Nacht', type: 'time', value: 25 },
      ['time.start: Bitte eine Startzeit angeben', 'time.end: Bitte eine Endzeit angeben'],
    ],
    [
      { name: 'Nacht', type: 'time', value: 25, time: { start: '', end: '06:00' } },
      ['time.start: Bitte eine Startzeit angeben'],
    ],
    [
      { name: 'Nacht', type: 'time', value: 25, time: { start: '22:00', end: '6' } },
      ['time.end: Bitte eine Endzeit angeben'],
    ],
    [
      { name: 'Nacht', type: 'time', value: 25, time: { start: '22:00', end: '22:00' } },
      ['time.start: Die Startzeit muss vor der Endzeit liegen'],
    ],
    [{ name: 'Sonntag', type: 'day', value: 50, days: { weekdays: [6] } }, []],
    [{ name: 'Feiertag', type: 'day', value: 125, days: { holidays: true } }, []],
    [{ name: 'Feiertag', type: 'day', value: 125, days: { holidays: ['h1'] } }, []],
    [{ name: 'Silvester', type: 'day', value: 125, days: { dates: ['12-31'] } }, []],
    [
      { name: 'Tag', type: 'day', value: 50, days: { weekdays: [], holidays: [] } },
      ['days: Bitte mindestens einen Tag auswählen'],
    ],
    [
      { name: 'Tag', type: 'day', value: 50, days: { holidays: false } },
      ['days: Bitte mindestens einen Tag auswählen'],
    ],
    [{ name: 'Tag', type: 'day', value: 50 }, ['days: Bitte mindestens einen Tag auswählen']],
    [{ name: 'Mehr', type: 'overtime', value: 0 }, ['value: Bitte einen Wert angeben']],
    [{ name: 'Mehr', type: 'overtime' }, ['value: Bitte einen Wert angeben']],
    [{ name: 'Mehr', type: 'overtime', value: 25 }, []],
  ] as [SurchargeDraft, string[]][])('%o → %o', (draft, expected) => {
    expect(texts(validateSurcharge(draft))).toEqual(expected);
  });

  it('needs an end date to archive', () => {
    expect(texts(validateSurchargeArchive(null))).toEqual(['endDate: Bitte ein Enddatum angeben']);
    expect(texts(validateSurchargeArchive(''))).toEqual(['endDate: Bitte ein Enddatum angeben']);
    expect(validateSurchargeArchive('2025-12-31')).toEqual([]);
  });
});

describe('holiday template validation', () => {
  const existing = [{ id: 't1', name: 'Berlin' }];
  it.each([
    [{ name: 'Sachsen', holidayIds: ['h1'] }, []],
    [{ name: '', holidayIds: ['h1'] }, ['name: Bitte einen Namen angeben']],
    [
      { name: null, holidayIds: [] },
      ['name: Bitte einen Namen angeben', 'holidayIds: Bitte mindestens einen Tag auswählen'],
    ],
    [{ name: 'Sachsen' }, ['holidayIds: Bitte mindestens einen Tag auswählen']],
    [
      { name: ' berlin ', holidayIds: ['h1'] },
      ['name: Ein Template mit diesem Namen existiert bereits'],
    ],
    [{ id: 't1', name: 'Berlin', holidayIds: ['h1'] }, []],
  ])('%o → %o', (draft, expected) => {
    expect(texts(validateHolidayTemplate(draft, existing))).toEqual(expected);
  });

  it('blocks deleting a template in use', () => {
    expect(texts(validateHolidayTemplateDelete(1))).toEqual([
      'template: Die Vorlage wird noch verwendet und kann nicht gelöscht werden.',
    ]);
    expect(validateHolidayTemplateDelete(0)).toEqual([]);
  });
});

describe('record validation', () => {
  it('needs a holiday template unless copying the previous record', () => {
    expect(texts(validateRecord({}))).toEqual([
      'holidayTemplateId: Bitte ein Feiertag-Template auswählen',
    ]);
    expect(validateRecord({ holidayTemplateId: 't1' })).toEqual([]);
    expect(validateRecord({ copyPrevious: true })).toEqual([]);
  });

  it('keeps past years read-only', () => {
    expect(isRecordEditable(2024, 2025)).toBe(false);
    expect(isRecordEditable(2025, 2025)).toBe(true);
    expect(isRecordEditable(2026, 2025)).toBe(true);
  });
});

describe('time settings ranges', () => {
  it('accepts the defaults and the range ends', () => {
    expect(validateTimeSettings(DEFAULT_TIME_SETTINGS)).toEqual([]);
    expect(
      validateTimeSettings({
        weeklyHours: 0,
        weekdaysPerWeek: 7,
        pauseMinutes: 200,
        vacationDaysPerYear: 100,
        startTime: '00:00',
      }),
    ).toEqual([]);
  });

  it.each([
    ['weeklyHours', 100.5, 'Bitte einen Wert zwischen 0 und 100 angeben'],
    ['weeklyHours', -1, 'Bitte einen Wert zwischen 0 und 100 angeben'],
    ['weekdaysPerWeek', 8, 'Bitte einen Wert zwischen 0 und 7 angeben'],
    ['pauseMinutes', 201, 'Bitte einen Wert zwischen 0 und 200 angeben'],
    ['vacationDaysPerYear', 101, 'Bitte einen Wert zwischen 0 und 100 angeben'],
    ['vacationDaysPerYear', Number.NaN, 'Bitte einen Wert zwischen 0 und 100 angeben'],
    ['vacationDaysPerYear', undefined, 'Bitte einen Wert zwischen 0 und 100 angeben'],
    ['startTime', '25:00', 'Bitte eine gültige Startzeit angeben'],
    ['startTime', '24:00', 'Bitte eine gültige Startzeit angeben'],
    ['startTime', '', 'Bitte eine gültige Startzeit angeben'],
  ])('%s = %s → %s', (field, value, message) => {
    expect(validateTimeSettings({ ...DEFAULT_TIME_SETTINGS, [field]: value })).toEqual([
      { field, message },
    ]);
  });
});

describe('validateRecordCopy (never a silent drop)', () => {
  const settings = DEFAULT_TIME_SETTINGS;
  it.each([
    ['copy without initial values', { copyPrevious: true }, []],
    ['copy with new settings (they win)', { copyPrevious: true, timeSettings: settings }, []],
    [
      'copy with a carried value sent',
      { copyPrevious: true, initialSaldo: 120 },
      [
        'initialSaldo: Wird aus dem vorherigen Record übernommen und kann nicht mitgesendet werden.',
      ],
    ],
    [
      'copy with both carried values sent, even 0',
      { copyPrevious: true, initialSaldo: 0, initialVacation: 0 },
      [
        'initialSaldo: Wird aus dem vorherigen Record übernommen und kann nicht mitgesendet werden.',
        'initialVacation: Wird aus dem vorherigen Record übernommen und kann nicht mitgesendet werden.',
      ],
    ],
    [
      'a new record with everything',
      { initialSaldo: 0, initialVacation: 2, timeSettings: settings },
      [],
    ],
    [
      'a new record without values',
      {},
      [
        'initialSaldo: Bitte einen Wert angeben',
        'initialVacation: Bitte einen Wert angeben',
        'timeSettings: Bitte die Arbeitszeiten angeben',
      ],
    ],
  ] as const)('%s', (_, draft, expected) => {
    expect(texts(validateRecordCopy(draft))).toEqual(expected);
  });
});
