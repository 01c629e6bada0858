import type { LocalDate, Surcharge } from './types.ts';

type Preset = Omit<Surcharge, 'startDate' | 'connectedRecords'>;

/**
 * Tax-free surcharge rates of § 3b EStG. Night rates form one group, day rates another. Sunday
 * and holiday rates continue until 4 o'clock of the next day for a shift begun before midnight.
 */
const PRESETS: readonly Preset[] = [
  {
    id: '3b-night',
    name: 'Nachtarbeit 20–6 Uhr',
    type: 'time',
    value: 25,
    time: { start: '20:00', end: '06:00' },
    group: 'night',
  },
  {
    id: '3b-night-late',
    name: 'Nachtarbeit 0–4 Uhr',
    type: 'time',
    value: 40,
    time: { start: '00:00', end: '04:00' },
    onlyIfStartedBeforeMidnight: true,
    group: 'night',
  },
  {
    id: '3b-sunday',
    name: 'Sonntagsarbeit',
    type: 'day',
    value: 50,
    days: { weekdays: [6] },
    continuesUntilFourNextDay: true,
    group: 'day',
  },
  {
    id: '3b-holiday',
    name: 'Feiertagsarbeit',
    type: 'day',
    value: 125,
    days: { holidays: true },
    continuesUntilFourNextDay: true,
    group: 'day',
  },
  {
    id: '3b-new-years-eve',
    name: 'Silvester ab 14 Uhr',
    type: 'day',
    value: 125,
    days: { dates: ['12-31'] },
    time: { start: '14:00', end: '24:00' },
    group: 'day',
  },
  {
    id: '3b-christmas-eve',
    name: 'Heiligabend ab 14 Uhr',
    type: 'day',
    value: 150,
    days: { dates: ['12-24'] },
    time: { start: '14:00', end: '24:00' },
    group: 'day',
  },
  {
    id: '3b-christmas-may-day',
    name: 'Weihnachtsfeiertage und 1. Mai',
    type: 'day',
    value: 150,
    days: { dates: ['12-25', '12-26', '05-01'] },
    continuesUntilFourNextDay: true,
    group: 'day',
  },
];

/** The § 3b presets, active from `startDate` for the given records. */
export function taxFreeSurchargePresets(
  startDate: LocalDate,
  connectedRecords: readonly string[],
): Surcharge[] {
  return PRESETS.map((preset) => ({ ...preset, startDate, connectedRecords }));
}
