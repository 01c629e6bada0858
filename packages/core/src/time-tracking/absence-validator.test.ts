import { describe, expect, it } from 'vitest';
import { validateAbsence, type AbsenceContext, type AbsenceDraft } from './absence-validator.ts';
import { makeAbsence } from './test-fixtures.ts';

const context = (overrides: Partial<AbsenceContext> = {}): AbsenceContext => ({
  record: { startDate: '2025-01-01', endDate: '2025-12-31' },
  entryDates: [],
  absences: [],
  ...overrides,
});

const valid: AbsenceDraft = {
  userId: 'user000001',
  startDate: '2025-05-05',
  endDate: '2025-05-09',
  type: 'vacation',
};

const messagesOf = (draft: AbsenceDraft, ctx = context()) =>
  validateAbsence(draft, ctx).map((i) => `${i.field}: ${i.message}`);

describe('absence validation', () => {
  it('accepts a complete absence inside the record', () => {
    expect(validateAbsence(valid, context())).toEqual([]);
    expect(validateAbsence({ ...valid, endDate: valid.startDate }, context())).toEqual([]);
  });

  it('names every missing field', () => {
    expect(messagesOf({}, context())).toEqual([
      'userId: Bitte einen Mitarbeiter auswählen',
      'startDate: Anfangsdatum fehlt',
      'endDate: Enddatum fehlt',
      'type: Art der Abwesenheit fehlt',
      'record: Bitte ein Startdatum wählen',
    ]);
  });

  it('needs the start before the end', () => {
    expect(messagesOf({ ...valid, startDate: '2025-05-10', endDate: '2025-05-09' })).toEqual([
      'startDate: Anfangsdatum muss vor dem Enddatum liegen',
    ]);
  });

  it.each([
    [
      { startDate: '2025-03-31', endDate: '2025-04-02' },
      ['startDate: Anfangsdatum muss nach dem 01.04.2025 liegen'],
    ],
    [
      { startDate: '2025-03-30', endDate: '2025-03-31' },
      [
        'startDate: Anfangsdatum muss nach dem 01.04.2025 liegen',
        'endDate: Enddatum muss nach dem 01.04.2025 liegen',
      ],
    ],
    [
      { startDate: '2025-12-31', endDate: '2026-01-02' },
      ['endDate: Enddatum muss vor dem 31.12.2025 liegen'],
    ],
    [
      { startDate: '2026-01-01', endDate: '2026-01-02' },
      [
        'startDate: Anfangsdatum muss vor dem 31.12.2025 liegen',
        'endDate: Enddatum muss vor dem 31.12.2025 liegen',
      ],
    ],
    [{ startDate: '2025-04-01', endDate: '2025-12-31' }, []],
  ])('keeps %o inside the record year', (dates, expected) => {
    const ctx = context({ record: { startDate: '2025-04-01', endDate: '2025-12-31' } });
    expect(messagesOf({ ...valid, ...dates }, ctx)).toEqual(expected);
  });

  it('asks for a record first', () => {
    expect(messagesOf(valid, context({ record: null }))).toEqual([
      'startDate: Für dieses Datum gibt es keinen Eintrag, bitte legen Sie zuerste einen an.',
    ]);
  });

  it('lists overlapping entries and absences', () => {
    const ctx = context({
      entryDates: ['2025-05-09', '2025-05-05', '2025-05-12', '2025-05-05'],
      absences: [
        makeAbsence('illness', '2025-05-01', '2025-05-06'),
        makeAbsence('vacation', '2025-05-09', '2025-05-20', 'created'),
      ],
    });
    expect(messagesOf(valid, ctx)).toEqual([
      'dates: Es gibt Überschneidungen mit anderen Einträgen: 05.05.2025, 09.05.2025',
      'dates: Es gibt Überschneidungen mit anderen Abwesenheiten: 05.05.2025, 06.05.2025, 09.05.2025',
    ]);
  });

  it('ignores the edited absence itself and absences that only touch', () => {
    const self = { ...makeAbsence('vacation', '2025-05-05', '2025-05-09'), id: 'self' };
    const ctx = context({
      absences: [
        self,
        makeAbsence('illness', '2025-05-10', '2025-05-11'),
        makeAbsence('illness', '2025-05-01', '2025-05-04'),
      ],
    });
    expect(messagesOf({ ...valid, id: 'self' }, ctx)).toEqual([]);
  });

  it('checks the start against the record even without an end', () => {
    expect(messagesOf({ ...valid, endDate: null, startDate: '2024-12-31' })).toEqual([
      'endDate: Enddatum fehlt',
      'startDate: Anfangsdatum muss nach dem 01.01.2025 liegen',
    ]);
  });
});
