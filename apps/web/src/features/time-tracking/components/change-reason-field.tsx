import { Textarea } from '@mantine/core';
import { berlinToday } from '@kontor/core/scheduling/week-grouping';
import {
  HISTORY_REASON_MAX,
  historyMessages,
  needsChangeReason,
} from '@kontor/core/time-tracking/change-history';
import { useReportDirty } from '../../../components/form/dirty-scope.tsx';
import { apiFieldErrors } from '../../../lib/form-errors.ts';
import { messages } from '../messages.ts';

const h = messages.history;

/** Whether changing or deleting something on these dates asks for a reason (a past week). */
export const asksChangeReason = (dates: readonly string[]) =>
  needsChangeReason(dates, berlinToday(Date.now()));

/** The message beside the field when a reason is asked for but not given, else null. */
export const missingReason = (asked: boolean, reason: string) =>
  asked && !reason.trim() ? historyMessages.reasonRequired : null;

/** The server's message under `errors.reason` of a refused request, if any. */
export const reasonRefusal = (error: unknown): string | undefined => apiFieldErrors(error).reason;

interface ChangeReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** 'Grund der Änderung': required for a change or deletion in a past week (the Verlauf keeps it). */
export function ChangeReasonField({ value, onChange, error }: ChangeReasonFieldProps) {
  // A typed reason is input like any other: closing the dialog asks before dropping it.
  useReportDirty(value.trim() !== '');
  return (
    <Textarea
      label={h.reason}
      description={h.reasonHint}
      required
      autosize
      minRows={2}
      maxLength={HISTORY_REASON_MAX}
      value={value}
      error={error ?? undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
