import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskStateMessages } from './messages.ts';
import { planBulk } from './outcome.ts';
import {
  TASK_STATES,
  archiveTask,
  canEditTaskField,
  changeTaskStaff,
  closeTask,
  executeTask,
  isFinishedTask,
  taskEditRefusals,
  taskPageOf,
  taskStateLabel,
  type TaskField,
  type TaskOutcome,
  type TaskState,
} from './task-states.ts';

function reasonOf(outcome: TaskOutcome) {
  if (outcome.ok) return outcome.state;
  expect(taskStateMessages[outcome.code]).toBe(outcome.reason);
  return outcome.reason;
}

describe('task pages and labels', () => {
  it.each([
    ['created', 'active', 'Erstellt', false],
    ['assigned', 'active', 'Zugewiesen', false],
    ['executed', 'executed', 'Ausgeführt', true],
    ['completed', 'completed', 'Erledigt', true],
    ['archived', 'archived', 'Archiviert', true],
  ] as const)('%s is on page %s, labelled %s, finished %s', (state, page, label, finished) => {
    expect(taskPageOf(state)).toBe(page);
    expect(taskStateLabel(state)).toBe(label);
    expect(isFinishedTask(state)).toBe(finished);
  });
});

describe('transitions', () => {
  const mine = (state: TaskState) => ({ state, assignedStaff: ['worker0001'] });

  it.each([
    ['created', 'Nur zugewiesene Aufgaben können als ausgeführt markiert werden.'],
    ['assigned', 'executed'],
    ['executed', 'Die Aufgabe ist bereits als ausgeführt markiert.'],
    ['completed', 'Nur zugewiesene Aufgaben können als ausgeführt markiert werden.'],
    ['archived', 'Nur zugewiesene Aufgaben können als ausgeführt markiert werden.'],
  ] as const)('a worker marking own %s task executed → %s', (state, expected) => {
    expect(reasonOf(executeTask(mine(state), 'worker0001'))).toBe(expected);
  });

  it('a worker cannot mark another worker’s task executed', () => {
    expect(executeTask(mine('assigned'), 'worker0002')).toEqual({
      ok: false,
      code: 'notOwnTask',
      reason: 'Sie können nur Aufgaben als ausgeführt markieren, die Ihnen zugewiesen sind.',
    });
  });

  it.each([
    ['created', 'Nur ausgeführte Aufgaben können geschlossen werden.'],
    ['assigned', 'Nur ausgeführte Aufgaben können geschlossen werden.'],
    ['executed', 'completed'],
    ['completed', 'Nur ausgeführte Aufgaben können geschlossen werden.'],
    ['archived', 'Nur ausgeführte Aufgaben können geschlossen werden.'],
  ] as const)("'Aufgaben schließen' on %s → %s", (state, expected) => {
    expect(reasonOf(closeTask(state))).toBe(expected);
  });

  it.each([
    ['created', 'Nur erledigte Aufgaben können archiviert werden.'],
    ['assigned', 'Nur erledigte Aufgaben können archiviert werden.'],
    ['executed', 'Nur erledigte Aufgaben können archiviert werden.'],
    ['completed', 'archived'],
    ['archived', 'Nur erledigte Aufgaben können archiviert werden.'],
  ] as const)("'Aufgaben archivieren' on %s → %s", (state, expected) => {
    expect(reasonOf(archiveTask(state))).toBe(expected);
  });

  it.each([
    ['created', 1, 'assigned'],
    ['created', 0, 'created'],
    ['assigned', 3, 'assigned'],
    ['assigned', 0, 'created'],
    ['executed', 1, 'Die Mitarbeiter können nur bei aktiven Aufgaben geändert werden.'],
    ['completed', 1, 'Die Mitarbeiter können nur bei aktiven Aufgaben geändert werden.'],
    ['archived', 0, 'Die Mitarbeiter können nur bei aktiven Aufgaben geändert werden.'],
  ] as const)('changing the staff of a %s task to %i people → %s', (state, count, expected) => {
    expect(reasonOf(changeTaskStaff(state, count))).toBe(expected);
  });
});

describe('edits by state', () => {
  // Columns: created, assigned, executed, completed, archived.
  const table: [TaskField, boolean[]][] = [
    ['title', [true, true, false, false, false]],
    ['description', [true, true, false, false, false]],
    ['property', [true, true, false, false, false]],
    ['staff', [true, true, false, false, false]],
    ['schedule', [false, true, false, false, false]],
    ['comments', [true, true, true, true, true]],
    ['images', [true, true, true, true, true]],
    ['documents', [true, true, true, true, true]],
  ];
  it.each(table)('%s is editable in %j', (field, allowed) => {
    expect(TASK_STATES.map((state) => canEditTaskField(state, field))).toEqual(allowed);
  });

  it('names every refused field with its reason', () => {
    expect(taskEditRefusals('completed', ['title', 'comments', 'schedule'])).toEqual([
      { field: 'title', reason: 'Der Titel kann nur bei aktiven Aufgaben geändert werden.' },
      {
        field: 'schedule',
        reason: 'Der Termin kann nur bei zugewiesenen Aufgaben geändert werden.',
      },
    ]);
    expect(taskEditRefusals('created', ['schedule'])[0]?.reason).toBe(
      'Der Termin kann nur bei zugewiesenen Aufgaben geändert werden.',
    );
    expect(taskEditRefusals('assigned', ['title', 'description', 'schedule'])).toEqual([]);
  });
});

describe('bulk actions', () => {
  it("'Aufgaben schließen' moves the executed tasks and names the others", () => {
    const plan = planBulk(
      [
        { id: 'a', record: 'executed' as TaskState },
        { id: 'b', record: 'assigned' as TaskState },
        { id: 'c', record: 'executed' as TaskState },
      ],
      closeTask,
    );
    expect(plan.apply).toEqual([
      { id: 'a', state: 'completed' },
      { id: 'c', state: 'completed' },
    ]);
    expect(plan.refused).toEqual([
      {
        id: 'b',
        code: 'closeNotExecuted',
        reason: 'Nur ausgeführte Aufgaben können geschlossen werden.',
      },
    ]);
  });
});

describe('properties', () => {
  const ORDER: TaskState[] = ['created', 'assigned', 'executed', 'completed', 'archived'];
  const step: fc.Arbitrary<(s: TaskState) => TaskOutcome> = fc.oneof(
    fc.constant((s: TaskState) => closeTask(s)),
    fc.constant((s: TaskState) => archiveTask(s)),
    fc.constant((s: TaskState) => executeTask({ state: s, assignedStaff: ['me'] }, 'me')),
    fc.integer({ min: 0, max: 3 }).map((n) => (s: TaskState) => changeTaskStaff(s, n)),
  );

  it('a task never moves back once executed, and every refusal has a German reason', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let state: TaskState = 'created';
        for (const next of steps) {
          const outcome = next(state);
          if (!outcome.ok) {
            expect(outcome.reason).toMatch(/^[A-ZÄÖÜ].+\.$/);
            continue;
          }
          if (isFinishedTask(state)) {
            expect(ORDER.indexOf(outcome.state)).toBe(ORDER.indexOf(state) + 1);
          }
          state = outcome.state;
        }
        expect(TASK_STATES).toContain(state);
      }),
    );
  });

  it('archived is terminal', () => {
    const steps = [
      closeTask('archived'),
      archiveTask('archived'),
      executeTask({ state: 'archived', assignedStaff: ['me'] }, 'me'),
      changeTaskStaff('archived', 1),
    ];
    expect(steps.every((outcome) => !outcome.ok)).toBe(true);
  });
});
