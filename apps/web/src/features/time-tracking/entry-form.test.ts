import { describe, expect, it } from 'vitest';
import { emptyEntryForm, entryBodyOf, entryFormOf } from './entry-form.ts';

describe('time entry form', () => {
  it('turns a night shift into clock times ending the next day', () => {
    const form = entryFormOf({
      id: 'e000000001',
      userId: 'u000000001',
      recordId: 'r000000001',
      date: '2026-11-24',
      type: 'work',
      absenceType: null,
      start: '2026-11-24T21:00:00.000Z',
      end: '2026-11-25T05:00:00.000Z',
      breaks: [{ id: 'b1', start: '2026-11-25T00:00:00.000Z', end: '2026-11-25T00:30:00.000Z' }],
      comment: 'Nachtdienst',
      lateReceivedAt: null,
      recordedAt: null,
      recordedBy: null,
      version: 2,
    });
    expect(form).toMatchObject({ start: '22:00', end: '06:00', endsNextDay: true });
    expect(form.breaks).toEqual([{ start: '01:00', end: '01:30' }]);
  });

  it('sends empty times as null and no times or breaks for a full day', () => {
    const form = { ...emptyEntryForm(), start: '08:00', breaks: [{ start: '12:00', end: '' }] };
    expect(entryBodyOf(form, '2026-11-24')).toMatchObject({
      start: '08:00',
      end: null,
      breaks: [{ start: '12:00', end: null }],
      absenceType: null,
    });
    const fullDay = entryBodyOf({ ...form, fullDay: true, endsNextDay: true }, '2026-11-24');
    expect(fullDay).toMatchObject({ start: null, end: null, breaks: [], endsNextDay: false });
  });
});
