import { describe, expect, it } from 'vitest';
import { pageHoldingTask, tabHoldingTask, taskPageOf } from './task-list-state.ts';

const none = { active: 0, executed: 0, completed: 0, archived: 0 };

describe('task list page', () => {
  it.each([
    [null, 'active'],
    ['executed', 'executed'],
    ['archived', 'archived'],
    ['bogus', 'active'],
  ] as const)('reads %s as %s', (value, page) => {
    expect(taskPageOf(value)).toBe(page);
  });

  it('stays on the shown page when it holds the task', () => {
    expect(pageHoldingTask('active', { ...none, active: 1 })).toBeNull();
  });

  it('goes to the page that holds the task', () => {
    expect(pageHoldingTask('active', { ...none, completed: 1 })).toBe('completed');
  });

  it('stays when no page holds it (unknown id)', () => {
    expect(pageHoldingTask('executed', none)).toBeNull();
  });

  it('goes to the tab that holds the task', () => {
    expect(
      tabHoldingTask('thisWeek', { thisWeek: 0, overdue: 1, fromNextWeek: 0, noDate: 0 }),
    ).toBe('overdue');
    expect(
      tabHoldingTask('noDate', { thisWeek: 0, overdue: 0, fromNextWeek: 0, noDate: 1 }),
    ).toBeNull();
  });
});
