import { describe, expect, it } from 'vitest';
import type { TaskSchedule } from '../scheduling/schedule-types.ts';
import {
  bulkTaskBodySchema,
  changeTaskStaffBodySchema,
  createTaskBodySchema,
  editedTaskFields,
  taskBodyIssues,
  taskListQuerySchema,
} from './tasks.ts';

const id = (n: number) => `task${String(n).padStart(6, '0')}`;

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe("'Aufgabe erstellen'", () => {
  const valid = { title: 'Treppenhaus reinigen', propertyId: 'prop000001' };

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a title and a property are enough', valid, {}],
    [
      'no title',
      { ...valid, title: undefined },
      { title: ['Bitte einen Title für eine Aufgabe angeben'] },
    ],
    [
      'a blank title',
      { ...valid, title: '   ' },
      { title: ['Bitte einen Title für eine Aufgabe angeben'] },
    ],
    [
      'no property',
      { ...valid, propertyId: undefined },
      { propertyId: ['Bitte ein zugehöriges Objekt angeben'] },
    ],
    [
      'an empty property',
      { ...valid, propertyId: '' },
      { propertyId: ['Bitte ein zugehöriges Objekt angeben'] },
    ],
    [
      '11 images',
      { ...valid, images: Array.from({ length: 11 }, (_, i) => id(i)) },
      { images: ['Es können höchstens 10 Bilder ausgewählt werden'] },
    ],
    ['100 workers', { ...valid, assignedStaff: Array.from({ length: 100 }, (_, i) => id(i)) }, {}],
    [
      '101 workers',
      { ...valid, assignedStaff: Array.from({ length: 101 }, (_, i) => id(i)) },
      { assignedStaff: ['Es können höchstens 100 Mitarbeiter zugewiesen werden'] },
    ],
    [
      'a schedule without a date',
      { ...valid, schedule: { type: 'single', category: 'fixed', dates: [] } },
      { 'schedule.dates': ['Bitte ein Datum angeben'] },
    ],
    ['no schedule', { ...valid, schedule: null }, {}],
  ])('%s', (_name, body, expected) => {
    expect(errorsOf(createTaskBodySchema.safeParse(body))).toEqual(expected);
  });

  it('checks the schedule against today under the schedule field', () => {
    const schedule: TaskSchedule = { type: 'multi', category: 'fixed', dates: ['2026-11-24'] };
    expect(taskBodyIssues({ schedule }, '2026-11-25')).toEqual([
      { field: 'schedule.dates', message: 'Bitte nur zukünftige Daten angeben' },
    ]);
    expect(taskBodyIssues({ schedule }, '2026-11-24')).toEqual([]);
    expect(taskBodyIssues({ schedule: null }, '2026-11-25')).toEqual([]);
  });
});

describe('updates', () => {
  it('names the fields an update touches', () => {
    expect(editedTaskFields({ version: 3, title: 'x', assignedStaff: [], schedule: null })).toEqual(
      ['title', 'schedule', 'staff'],
    );
    expect(editedTaskFields({ version: 3, propertyId: 'prop000001', images: [] })).toEqual([
      'property',
      'images',
    ]);
    expect(editedTaskFields({ version: 3 })).toEqual([]);
  });

  it('change-task-staff takes up to 100 people', () => {
    expect(changeTaskStaffBodySchema.safeParse({ version: 0, staff: [] }).success).toBe(true);
    expect(
      errorsOf(
        changeTaskStaffBodySchema.safeParse({
          version: 0,
          staff: Array.from({ length: 101 }, (_, i) => id(i)),
        }),
      ),
    ).toEqual({ staff: ['Es können höchstens 100 Mitarbeiter zugewiesen werden'] });
  });

  it('a bulk action needs a selection', () => {
    expect(errorsOf(bulkTaskBodySchema.safeParse({ ids: [] }))).toEqual({
      ids: ['Bitte mindestens eine Aufgabe auswählen'],
    });
  });
});

describe('list query', () => {
  it('defaults to the active page, tab this week, page 1 of 20', () => {
    expect(taskListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      status: 'active',
      tab: 'thisWeek',
    });
  });

  it('takes the page, tab and filters from the URL', () => {
    expect(
      taskListQuerySchema.parse({
        page: '2',
        status: 'completed',
        tab: 'overdue',
        task: 'task000001',
        staffId: 'user000001',
      }),
    ).toMatchObject({
      page: 2,
      status: 'completed',
      tab: 'overdue',
      task: 'task000001',
      staffId: 'user000001',
    });
    expect(taskListQuerySchema.safeParse({ status: 'open' }).success).toBe(false);
  });
});
