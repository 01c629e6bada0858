/**
 * The worker app's texts and clock constants, free of zod so the app's first load can use
 * them without the schemas (packages/core/src/schemas/worker-app.ts re-exports them).
 */
export const workerAppMessages = {
  rangeInvalid: 'Bitte einen Zeitraum von höchstens 14 Tagen angeben',
} as const;

export const CLOCK_EVENT_KINDS = ['in', 'break-start', 'break-end', 'out'] as const;
export type ClockEventKind = (typeof CLOCK_EVENT_KINDS)[number];
export type ClockState = 'off' | 'working' | 'break';

/** An event is 'late' when it reached the server this long after it happened. */
export const CLOCK_LATE_AFTER_MINUTES = 5;

export function isClockEventLate(deviceTime: string, receivedAt: string): boolean {
  return Date.parse(receivedAt) - Date.parse(deviceTime) > CLOCK_LATE_AFTER_MINUTES * 60_000;
}

export const clockMessages = {
  alreadyIn: 'Sie sind bereits eingestempelt.',
  notIn: 'Sie sind nicht eingestempelt.',
  alreadyOnBreak: 'Sie sind bereits in der Pause.',
  notOnBreak: 'Sie sind nicht in der Pause.',
  endBreakFirst: 'Bitte beenden Sie zuerst die Pause.',
  beforeLast: 'Der Zeitpunkt liegt vor dem letzten Stempel.',
  inFuture: 'Der Zeitpunkt darf nicht in der Zukunft liegen',
  tooLong: 'Eine Schicht darf höchstens 24 Stunden dauern.',
  sequenceUsed: 'Dieser Stempel wurde bereits übertragen.',
  clockIn: 'Einstempeln',
  breakStart: 'Pause beginnen',
  breakEnd: 'Pause beenden',
  clockOut: 'Ausstempeln',
  late: 'nachträglich übertragen',
} as const;
