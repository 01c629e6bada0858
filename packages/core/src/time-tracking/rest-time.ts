/**
 * § 5 Abs. 1 ArbZG: "Die Arbeitnehmer müssen nach Beendigung der täglichen Arbeitszeit eine
 * ununterbrochene Ruhezeit von mindestens elf Stunden haben." A push notification about work
 * interrupts that rest, so Kontor holds back Web Push to a worker within eleven hours after
 * their last work ended, unless the message is marked urgent. The message itself stays in
 * the feed either way; only the push to the closed browser or phone is not sent.
 */

/** § 5 Abs. 1 ArbZG: eleven hours, in milliseconds. */
export const DAILY_REST_MS = 11 * 60 * 60 * 1000;

export interface PushRestInput {
  /** The recipient is one of the project's workers ('Arbeiter' of the membership). */
  isWorker: boolean;
  /** The message is marked urgent (it may interrupt the rest). */
  urgent: boolean;
  /**
   * When the recipient's latest work in the project ended (epoch ms): the end of their latest
   * time entry or their last clock-out, whichever is later; null without any.
   */
  lastWorkEnd: number | null;
  /** The recipient is clocked in now (a shift without its 'out'): at work, not at rest. */
  onShift?: boolean;
  now: number;
}

/** When the rest after `lastWorkEnd` is over (epoch ms). */
export const restEndsAt = (lastWorkEnd: number) => lastWorkEnd + DAILY_REST_MS;

/**
 * Whether a push may be sent now. Only workers have the rule (office staff record no shifts
 * here); without recorded work there is no rest to protect; exactly eleven hours after the
 * end the rest is complete. A shift over midnight counts from its real end the next morning.
 * An entry ending in the future (entered ahead) is treated like one that just ended.
 */
export function pushAllowedDuringRest(input: PushRestInput): boolean {
  if (input.urgent || !input.isWorker || input.onShift) return true;
  if (input.lastWorkEnd === null) return true;
  return input.now >= restEndsAt(input.lastWorkEnd);
}
