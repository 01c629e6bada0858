import { describe, expect, it } from 'vitest';
import {
  displayedYears,
  holidayCatalog,
  refreshYears,
  templateDates,
  type HolidayDates,
} from './holiday-catalog.ts';

describe('holiday catalog', () => {
  it('shows five years and refreshes seven', () => {
    expect(displayedYears(2025)).toEqual([2025, 2026, 2027, 2028, 2029]);
    expect(refreshYears(2025)).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it('merges the dates of each holiday across years', () => {
    const catalog = holidayCatalog('SN', [2025, 2026]);
    expect(catalog.find((h) => h.name === 'Buß- und Bettag')).toEqual({
      name: 'Buß- und Bettag',
      dates: { '2025': '2025-11-19', '2026': '2026-11-18' },
    });
    expect(catalog.find((h) => h.name === 'Ostermontag')?.dates).toEqual({
      '2025': '2025-04-21',
      '2026': '2026-04-06',
    });
    expect(catalog).toHaveLength(11);
  });

  it('keeps a one-off holiday to its year', () => {
    const catalog = holidayCatalog('BE', refreshYears(2025));
    expect(catalog.find((h) => h.name.startsWith('Tag der Befreiung'))?.dates).toEqual({
      '2025': '2025-05-08',
    });
  });

  it('maps a template to the dates of one year', () => {
    const holidays = new Map<string, HolidayDates>([
      ['h1', { name: 'Neujahr', dates: { '2025': '2025-01-01', '2026': '2026-01-01' } }],
      ['h2', { name: 'Weltkindertag', dates: { '2025': '2025-09-20' } }],
      ['h3', { name: 'Ostermontag', dates: { '2025': '2025-04-21' } }],
    ]);
    const template = { id: 't', name: 'Thüringen', holidayIds: ['h1', 'h2', 'missing'] };
    expect([...templateDates(template, holidays, 2025)]).toEqual([
      ['2025-01-01', 'h1'],
      ['2025-09-20', 'h2'],
    ]);
    expect([...templateDates(template, holidays, 2026)]).toEqual([['2026-01-01', 'h1']]);
  });
});
