import { describe, expect, it } from 'vitest';
import { toInstant } from './berlin-time.ts';
import { entryDraft } from './entry-draft.ts';

describe('entryDraft', () => {
  it('keeps everything on the day without endsNextDay, so an early end stays an error', () => {
    const draft = entryDraft({ date: '2025-03-10', start: '22:00', end: '06:00' });
    expect(draft.start).toBe(toInstant('2025-03-10', 22 * 60));
    expect(draft.end).toBe(toInstant('2025-03-10', 6 * 60));
  });

  it('moves the end and breaks before the start time to the next day for a night shift', () => {
    const draft = entryDraft({
      date: '2025-03-29',
      start: '22:00',
      end: '06:00',
      endsNextDay: true,
      breaks: [
        { start: '23:30', end: '00:15' },
        { start: '02:00', end: '02:30' },
      ],
    });
    expect(draft.end).toBe(toInstant('2025-03-30', 6 * 60));
    expect(draft.breaks).toEqual([
      { start: toInstant('2025-03-29', 23 * 60 + 30), end: toInstant('2025-03-30', 15) },
      { start: toInstant('2025-03-30', 120), end: toInstant('2025-03-30', 150) },
    ]);
    // The spring clock change: 22:00–06:00 is 7 real hours that night.
    expect(draft.end! - draft.start!).toBe(7 * 60);
  });

  it('an end equal to the start is 24 hours for a night shift', () => {
    const draft = entryDraft({
      date: '2025-06-02',
      start: '08:00',
      end: '08:00',
      endsNextDay: true,
    });
    expect(draft.end! - draft.start!).toBe(24 * 60);
  });

  it('leaves missing or malformed times missing for the validators', () => {
    const draft = entryDraft({
      date: '2025-06-02',
      start: null,
      end: '25:00',
      breaks: [{ start: '10:00' }],
    });
    expect(draft).toEqual({
      start: undefined,
      end: undefined,
      breaks: [{ start: toInstant('2025-06-02', 600), end: undefined }],
    });
  });
});
