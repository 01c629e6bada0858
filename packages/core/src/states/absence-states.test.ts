import { describe, expect, it } from 'vitest';
import {
  ABSENCE_STATES,
  absenceActions,
  absenceStateLabel,
  approveAbsence,
  deleteAbsence,
  editAbsence,
  refuseAbsence,
  submitAbsence,
  type AbsenceActor,
  type AbsenceOutcome,
  type AbsenceState,
} from './absence-states.ts';
import { absenceStateMessages } from './messages.ts';

const owner = 'u-owner';
const worker: AbsenceActor = { userId: owner, staff: false };
const otherWorker: AbsenceActor = { userId: 'u-other', staff: false };
const staffOwner: AbsenceActor = { userId: owner, staff: true };
const otherStaff: AbsenceActor = { userId: 'u-office', staff: true };

function show(outcome: AbsenceOutcome) {
  if (outcome.ok) return outcome.state;
  expect(absenceStateMessages[outcome.code]).toBe(outcome.reason);
  return outcome.code;
}

const at = (state: AbsenceState) => ({ state, userId: owner });

describe('absence states', () => {
  it.each([
    ['created', 'Angelegt'],
    ['submitted', 'Eingereicht'],
    ['approved', 'Genehmigt'],
    ['refused', 'Abgelehnt'],
  ] as const)('%s is labelled %s', (state, label) => {
    expect(absenceStateLabel(state)).toBe(label);
  });

  // state, actor, submit, approve, edit, delete
  const table: [AbsenceState, string, AbsenceActor, string, string, string, string][] = [
    ['created', 'owner (worker)', worker, 'submitted', 'approveNotStaff', 'created', 'created'],
    ['created', 'owner (staff)', staffOwner, 'submitted', 'approveOwn', 'created', 'created'],
    [
      'created',
      'other staff',
      otherStaff,
      'submitted',
      'approveNotSubmitted',
      'created',
      'created',
    ],
    [
      'created',
      'other worker',
      otherWorker,
      'submitNotOwn',
      'approveNotStaff',
      'created',
      'created',
    ],
    [
      'submitted',
      'owner (worker)',
      worker,
      'submitNotCreated',
      'approveNotStaff',
      'submitted',
      'submitted',
    ],
    [
      'submitted',
      'owner (staff)',
      staffOwner,
      'submitNotCreated',
      'approveOwn',
      'submitted',
      'submitted',
    ],
    [
      'submitted',
      'other staff',
      otherStaff,
      'submitNotCreated',
      'approved',
      'submitted',
      'submitted',
    ],
    [
      'approved',
      'owner (worker)',
      worker,
      'submitNotCreated',
      'approveNotStaff',
      'approvedLocked',
      'approvedLocked',
    ],
    [
      'approved',
      'owner (staff)',
      staffOwner,
      'submitNotCreated',
      'approveOwn',
      'approvedLocked',
      'approved',
    ],
    [
      'approved',
      'other staff',
      otherStaff,
      'submitNotCreated',
      'approvedLocked',
      'approvedLocked',
      'approved',
    ],
    // A refused request is the owner's again: changed (a draft once more) and asked for again.
    ['refused', 'owner (worker)', worker, 'submitted', 'approveNotStaff', 'created', 'refused'],
    ['refused', 'owner (staff)', staffOwner, 'submitted', 'approveOwn', 'created', 'refused'],
    [
      'refused',
      'other staff',
      otherStaff,
      'submitted',
      'approveNotSubmitted',
      'created',
      'refused',
    ],
    [
      'refused',
      'other worker',
      otherWorker,
      'submitNotOwn',
      'approveNotStaff',
      'created',
      'refused',
    ],
  ];

  it.each(table)(
    '%s absence, %s: submit %s, approve %s, edit %s, delete %s',
    (state, _who, actor, submit, approve, edit, remove) => {
      const absence = at(state);
      expect(show(submitAbsence(absence, actor))).toBe(submit);
      expect(show(approveAbsence(absence, actor))).toBe(approve);
      expect(show(editAbsence(absence))).toBe(edit);
      expect(show(deleteAbsence(absence, actor))).toBe(remove);
    },
  );

  // state, actor, refuse
  const refusals: [AbsenceState, string, AbsenceActor, string][] = [
    ['created', 'owner (worker)', worker, 'refuseNotStaff'],
    ['created', 'owner (staff)', staffOwner, 'refuseOwn'],
    ['created', 'other staff', otherStaff, 'refuseNotSubmitted'],
    ['created', 'other worker', otherWorker, 'refuseNotStaff'],
    ['submitted', 'owner (worker)', worker, 'refuseNotStaff'],
    ['submitted', 'owner (staff)', staffOwner, 'refuseOwn'],
    ['submitted', 'other staff', otherStaff, 'refused'],
    ['submitted', 'other worker', otherWorker, 'refuseNotStaff'],
    ['approved', 'owner (worker)', worker, 'refuseNotStaff'],
    ['approved', 'owner (staff)', staffOwner, 'refuseOwn'],
    ['approved', 'other staff', otherStaff, 'approvedLocked'],
    ['approved', 'other worker', otherWorker, 'refuseNotStaff'],
    ['refused', 'other staff', otherStaff, 'refuseNotSubmitted'],
    ['refused', 'owner (worker)', worker, 'refuseNotStaff'],
  ];

  it.each(refusals)('%s absence, %s: refuse %s', (state, _who, actor, expected) => {
    expect(show(refuseAbsence(at(state), actor))).toBe(expected);
  });

  it('offers exactly the allowed steps as actions', () => {
    for (const state of ABSENCE_STATES) {
      for (const actor of [worker, otherWorker, staffOwner, otherStaff]) {
        const absence = at(state);
        expect(absenceActions(absence, actor)).toEqual({
          submit: submitAbsence(absence, actor).ok,
          approve: approveAbsence(absence, actor).ok,
          refuse: refuseAbsence(absence, actor).ok,
          edit: editAbsence(absence).ok,
          delete: deleteAbsence(absence, actor).ok,
        });
      }
    }
    // Approval is offered only for someone else's submitted absence.
    expect(absenceActions(at('submitted'), otherStaff).approve).toBe(true);
    expect(absenceActions(at('submitted'), staffOwner).approve).toBe(false);
    expect(absenceActions(at('created'), otherStaff).approve).toBe(false);
    // Refusal sits beside approval: the same absences, the same people.
    expect(absenceActions(at('submitted'), otherStaff).refuse).toBe(true);
    expect(absenceActions(at('submitted'), staffOwner).refuse).toBe(false);
    expect(absenceActions(at('approved'), otherStaff).refuse).toBe(false);
  });
});
