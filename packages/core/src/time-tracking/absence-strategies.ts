import type { PlannedDay } from './planned-day.ts';
import type { AbsenceType } from './types.ts';

/** How one absence type affects the time account. */
export interface AbsenceStrategy {
  /** Minutes credited for a whole absence day. */
  fullDayCredit(planned: PlannedDay): number;
  /** Minutes credited for a part absence of `minutes`. */
  partCredit(minutes: number): number;
  /** Whether a whole day of it uses up a vacation day. */
  countsAsVacation: boolean;
  /** Part absences are recorded as time entries; vacation is only taken in whole days. */
  allowsPart: boolean;
}

const creditsPlannedTime = (countsAsVacation: boolean, allowsPart: boolean): AbsenceStrategy => ({
  fullDayCredit: (planned) => planned.target,
  partCredit: (minutes) => minutes,
  countsAsVacation,
  allowsPart,
});

// Compensation time is paid from the time account, so it credits nothing.
const takenFromAccount: AbsenceStrategy = {
  fullDayCredit: () => 0,
  partCredit: () => 0,
  countsAsVacation: false,
  allowsPart: true,
};

export const ABSENCE_STRATEGIES: Record<AbsenceType, AbsenceStrategy> = {
  vacation: creditsPlannedTime(true, false),
  illness: creditsPlannedTime(false, true),
  payed_absence: creditsPlannedTime(false, true),
  compensation_times: takenFromAccount,
};
