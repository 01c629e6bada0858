import { describe, expect, it } from 'vitest';
import { nextAutosaveStatus, type AutosaveEvent, type AutosaveStatus } from './autosave-state.ts';

function run(events: AutosaveEvent[], from: AutosaveStatus = 'idle'): AutosaveStatus {
  return events.reduce(nextAutosaveStatus, from);
}

describe('nextAutosaveStatus', () => {
  it('goes pending → saving → saved on a change that saves', () => {
    expect(run([{ type: 'change' }])).toBe('pending');
    expect(run([{ type: 'change' }, { type: 'start' }])).toBe('saving');
    expect(
      run([{ type: 'change' }, { type: 'start' }, { type: 'success', changedMeanwhile: false }]),
    ).toBe('saved');
  });

  it('does not claim saved when the user typed on during the save', () => {
    expect(
      run([
        { type: 'change' },
        { type: 'start' },
        { type: 'change' },
        { type: 'success', changedMeanwhile: true },
      ]),
    ).toBe('pending');
  });

  it('keeps the failure visible until the next change', () => {
    expect(run([{ type: 'start' }, { type: 'failure' }])).toBe('failed');
    expect(run([{ type: 'change' }], 'failed')).toBe('pending');
  });

  it('holds a conflict until it is resolved', () => {
    expect(run([{ type: 'start' }, { type: 'conflict' }, { type: 'change' }])).toBe('conflict');
    expect(run([{ type: 'start' }, { type: 'success', changedMeanwhile: false }], 'conflict')).toBe(
      'conflict',
    );
    expect(run([{ type: 'resolved' }], 'conflict')).toBe('saved');
  });
});
