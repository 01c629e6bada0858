import { describe, expect, it } from 'vitest';
import { ABSENCE_STATES, type AbsenceState } from '@kontor/core/states/absence-states';
import { calendarMark, pendingFirst } from './absence-list.ts';
import { messages } from './messages.ts';

const row = (id: string, state: AbsenceState) => ({ id, state });

describe('the Abwesenheiten list', () => {
  it('puts the requests waiting for a decision first, each group in its order', () => {
    const rows = [
      row('a', 'approved'),
      row('b', 'submitted'),
      row('c', 'created'),
      row('d', 'refused'),
      row('e', 'submitted'),
    ];
    expect(pendingFirst(rows).map((r) => r.id)).toEqual(['b', 'e', 'a', 'c', 'd']);
    expect(pendingFirst([])).toEqual([]);
  });

  it.each([
    ['approved', 'approved'],
    ['submitted', 'pending'],
    ['created', 'pending'],
    ['refused', null],
  ] as const)('marks a %s absence in the calendar as %s', (state, mark) => {
    expect(calendarMark({ state })).toBe(mark);
  });

  it("labels every state, 'Abgelehnt' for a refused request", () => {
    for (const state of ABSENCE_STATES) expect(messages.absences.states[state]).toBeTruthy();
    expect(messages.absences.states.refused).toBe('Abgelehnt');
  });

  it.each([
    [0, 'Umfasst keinen Arbeitstag'],
    [1, 'Umfasst 1 Arbeitstag'],
    [9, 'Umfasst 9 Arbeitstage'],
  ])('previews %i working days as %s', (days, text) => {
    expect(messages.absences.workingDays(days)).toBe(text);
  });
});
