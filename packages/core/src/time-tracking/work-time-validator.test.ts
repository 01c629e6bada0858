import { describe, expect, it } from 'vitest';
import { at } from './test-fixtures.ts';
import { validateBreaks, validatePartAbsence, validateWorkTime } from './work-time-validator.ts';

const DAY = '2025-05-06';
const span = (start: string, end: string) => ({ start: at(DAY, start), end: at(DAY, end) });
const texts = (issues: { field: string; message: string }[]) =>
  issues.map((i) => `${i.field}: ${i.message}`);

describe('work time validation', () => {
  it.each([
    [{ start: at(DAY, '08:00'), end: at(DAY, '16:00') }, []],
    [{ start: at(DAY, '22:00'), end: at('2025-05-07', '06:00') }, []],
    [{ start: at(DAY, '08:00') }, ['time: Bitte Start- und Endzeit angeben']],
    [{ end: at(DAY, '08:00') }, ['time: Bitte Start- und Endzeit angeben']],
    [{ start: null, end: null }, ['time: Bitte Start- und Endzeit angeben']],
    [
      { start: at('2025-05-07', '08:00'), end: at('2025-05-07', '09:00') },
      ['start: Startzeit muss auf dem gewählten Tag liegen'],
    ],
    [
      { start: at('2025-05-05', '23:00'), end: at(DAY, '01:00') },
      ['start: Startzeit muss auf dem gewählten Tag liegen'],
    ],
    [{ start: at(DAY, '09:00'), end: at(DAY, '09:00') }, ['end: Endzeit muss nach Startzeit sein']],
    [{ start: at(DAY, '09:00'), end: at(DAY, '08:00') }, ['end: Endzeit muss nach Startzeit sein']],
  ])('%o → %o', (draft, expected) => {
    expect(texts(validateWorkTime(DAY, draft, []))).toEqual(expected);
  });

  it('rejects overlaps with other entries but allows touching ones', () => {
    const others = [span('06:00', '08:00'), span('12:00', '13:00')];
    expect(texts(validateWorkTime(DAY, span('08:00', '12:00'), others))).toEqual([]);
    expect(texts(validateWorkTime(DAY, span('07:59', '09:00'), others))).toEqual([
      'time: Die Zeit überschneidet sich mit einem anderen Eintrag.',
    ]);
    expect(texts(validateWorkTime(DAY, span('12:30', '12:45'), others))).toEqual([
      'time: Die Zeit überschneidet sich mit einem anderen Eintrag.',
    ]);
  });
});

describe('break validation', () => {
  const entry = span('08:00', '16:00');
  it.each([
    [[span('12:00', '12:30')], []],
    [[{ start: at(DAY, '12:00') }], ['breaks.0: Bitte Start- und Endzeit für die Pausen angeben']],
    [[span('08:00', '08:30')], ['breaks.0: Startzeit muss vor Beginn der Pause sein']],
    [[span('07:00', '08:30')], ['breaks.0: Startzeit muss vor Beginn der Pause sein']],
    [[span('15:30', '16:00')], ['breaks.0: Endezeit muss nach Ende der Pause sein']],
    [[span('15:30', '17:00')], ['breaks.0: Endezeit muss nach Ende der Pause sein']],
    [[span('12:30', '12:00')], ['breaks.0: Startzeit muss vor Endzeit sein']],
    [[span('12:00', '12:00')], ['breaks.0: Startzeit muss vor Endzeit sein']],
    [
      [span('10:00', '10:15'), span('13:00', '12:00')],
      ['breaks.1: Startzeit muss vor Endzeit sein'],
    ],
  ])('%o → %o', (breaks, expected) => {
    expect(texts(validateBreaks(entry, breaks))).toEqual(expected);
  });
});

describe('part absence validation', () => {
  const day = {
    entries: [span('08:00', '10:00'), span('12:00', '16:00')],
    partAbsences: [span('16:00', '16:00')],
  };
  it.each([
    [span('10:00', '12:00'), []],
    [span('10:30', '11:00'), []],
    [{ start: at(DAY, '10:00') }, ['time: Bitte Start- und Endzeit angeben']],
    [span('07:00', '07:30'), ['start: Startzeit muss nach Beginn der Anwesenheitszeit liegen']],
    [span('16:00', '17:00'), ['end: Endzeit muss vor Ende der Anwesenheitszeit liegen']],
    [span('11:00', '10:00'), ['end: Endzeit muss nach Startzeit sein']],
    [span('09:00', '11:00'), ['time: Die Zeit überschneidet sich mit einem anderen Eintrag.']],
  ])('%o → %o', (draft, expected) => {
    expect(texts(validatePartAbsence(draft, day))).toEqual(expected);
  });

  it('needs presence time on the day', () => {
    expect(
      texts(validatePartAbsence(span('10:00', '11:00'), { entries: [], partAbsences: [] })),
    ).toEqual(['time: Für diesen Tag existiert keine Anwesenheitszeit']);
  });

  it('must not overlap another part absence', () => {
    const withPart = { ...day, partAbsences: [span('10:00', '11:00')] };
    expect(texts(validatePartAbsence(span('10:30', '12:00'), withPart))).toEqual([
      'time: Die Zeit überschneidet sich mit einem anderen Eintrag.',
    ]);
  });
});
