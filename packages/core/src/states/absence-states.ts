import { ABSENCE_STATE_LABELS, absenceStateMessages as m } from './messages.ts';
import { allow, refuse, type Outcome } from './outcome.ts';

/**
 * created → submitted (the employee asks) → approved (someone else, from the office or admin);
 * a refusal ('Ablehnen') makes a submitted absence refused ('Abgelehnt', with the reason), and
 * the employee may change it and submit it again, or delete it.
 */
export const ABSENCE_STATES = ['created', 'submitted', 'approved', 'refused'] as const;
export type AbsenceState = (typeof ABSENCE_STATES)[number];

export interface AbsenceStatus {
  state: AbsenceState;
  /** Whose absence it is. */
  userId: string;
}

/** Who acts: `staff` is an office or admin role of the module, or a superuser. */
export interface AbsenceActor {
  userId: string;
  staff: boolean;
}

export type AbsenceRefusalCode = keyof typeof m;

/** Each code is the key of its reason in `absenceStateMessages`. */
export type AbsenceOutcome = Outcome<AbsenceState, AbsenceRefusalCode>;

/** Refusals about who acts (answered 403); the others are about the state (409). */
export const ABSENCE_PERMISSION_CODES: readonly AbsenceRefusalCode[] = [
  'submitNotOwn',
  'approveNotStaff',
  'approveOwn',
  'refuseNotStaff',
  'refuseOwn',
];

export const absenceStateLabel = (state: AbsenceState): string => ABSENCE_STATE_LABELS[state];

const isOwn = (absence: AbsenceStatus, actor: AbsenceActor) => absence.userId === actor.userId;

/**
 * 'Einreichen': created (or refused) → submitted. The owner asks; staff may submit for an
 * employee who handed the request in on paper (approval still needs someone other than the
 * employee). A refused request may be changed and asked for again.
 */
export function submitAbsence(absence: AbsenceStatus, actor: AbsenceActor): AbsenceOutcome {
  if (!isOwn(absence, actor) && !actor.staff) return refuse('submitNotOwn', m.submitNotOwn);
  return absence.state === 'created' || absence.state === 'refused'
    ? allow('submitted')
    : refuse('submitNotCreated', m.submitNotCreated);
}

/** 'Genehmigen': submitted → approved, by staff and never by the absent person themselves. */
export function approveAbsence(absence: AbsenceStatus, actor: AbsenceActor): AbsenceOutcome {
  if (!actor.staff) return refuse('approveNotStaff', m.approveNotStaff);
  if (isOwn(absence, actor)) return refuse('approveOwn', m.approveOwn);
  if (absence.state === 'approved') return refuse('approvedLocked', m.approvedLocked);
  return absence.state === 'submitted'
    ? allow('approved')
    : refuse('approveNotSubmitted', m.approveNotSubmitted);
}

/**
 * 'Ablehnen': submitted → refused, by staff and never by the absent person themselves (the
 * same people who may approve it); the owner is told why in a message, and the list shows
 * 'Abgelehnt' with the reason.
 */
export function refuseAbsence(absence: AbsenceStatus, actor: AbsenceActor): AbsenceOutcome {
  if (!actor.staff) return refuse('refuseNotStaff', m.refuseNotStaff);
  if (isOwn(absence, actor)) return refuse('refuseOwn', m.refuseOwn);
  if (absence.state === 'approved') return refuse('approvedLocked', m.approvedLocked);
  return absence.state === 'submitted'
    ? allow('refused')
    : refuse('refuseNotSubmitted', m.refuseNotSubmitted);
}

/**
 * Editing keeps the state (a changed request bumps the version, so a stale approval is a 409);
 * a refused request becomes a draft again ('Angelegt'), its refusal no longer about it.
 */
export function editAbsence(absence: AbsenceStatus): AbsenceOutcome {
  if (absence.state === 'approved') return refuse('approvedLocked', m.approvedLocked);
  return allow(absence.state === 'refused' ? 'created' : absence.state);
}

/** Deleting an approved absence (its days go with it) is a correction only staff may make. */
export function deleteAbsence(absence: AbsenceStatus, actor: AbsenceActor): AbsenceOutcome {
  return absence.state === 'approved' && !actor.staff
    ? refuse('approvedLocked', m.approvedLocked)
    : allow(absence.state);
}

/** The actions the Abwesenheiten table offers for one absence. */
export function absenceActions(absence: AbsenceStatus, actor: AbsenceActor) {
  return {
    submit: submitAbsence(absence, actor).ok,
    approve: approveAbsence(absence, actor).ok,
    refuse: refuseAbsence(absence, actor).ok,
    edit: editAbsence(absence).ok,
    delete: deleteAbsence(absence, actor).ok,
  };
}
