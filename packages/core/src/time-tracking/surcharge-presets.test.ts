import { describe, expect, it } from 'vitest';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { validateSurcharge } from './settings-validators.ts';

describe('§ 3b EStG presets', () => {
  const presets = taxFreeSurchargePresets('2025-01-01', ['r1']);

  it('ships the tax-free rates', () => {
    expect(presets.map((p) => [p.id, p.type, p.value, p.group])).toEqual([
      ['3b-night', 'time', 25, 'night'],
      ['3b-night-late', 'time', 40, 'night'],
      ['3b-sunday', 'day', 50, 'day'],
      ['3b-holiday', 'day', 125, 'day'],
      ['3b-new-years-eve', 'day', 125, 'day'],
      ['3b-christmas-eve', 'day', 150, 'day'],
      ['3b-christmas-may-day', 'day', 150, 'day'],
    ]);
  });

  it('are valid surcharges active from the given date for the given records', () => {
    for (const preset of presets) {
      expect(validateSurcharge(preset)).toEqual([]);
      expect(preset.startDate).toBe('2025-01-01');
      expect(preset.connectedRecords).toEqual(['r1']);
    }
    expect(presets[1]!.onlyIfStartedBeforeMidnight).toBe(true);
    expect(presets.filter((p) => p.continuesUntilFourNextDay).map((p) => p.id)).toEqual([
      '3b-sunday',
      '3b-holiday',
      '3b-christmas-may-day',
    ]);
  });
});
