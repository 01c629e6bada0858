import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { TimeEntryBody } from '@kontor/core/schemas/time-tracking-api';
import { checkEntry } from '../api/time-tracking-api.ts';

/** Spec 001 §9: the time slide-in checks its input 600 ms after the last change. */
export const CHECK_DEBOUNCE_MS = 600;

/**
 * The server's check of the entry being edited: refusals by field (beside the inputs) and the
 * legal findings and the payroll warnings (minimum wage, Minijob limit, § 17 MiLoG), shown
 * before saving. The last answer stays while the next is asked.
 */
export function useEntryCheck(
  projectId: string,
  body: Omit<TimeEntryBody, 'userId'> & { userId: string; entryId?: string },
) {
  const [debounced] = useDebouncedValue(body, CHECK_DEBOUNCE_MS);
  const check = useQuery({
    queryKey: ['projects', projectId, 'time-tracking', 'check', debounced] as const,
    queryFn: () => checkEntry(projectId, debounced),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
  const errors: Record<string, string> = {};
  for (const issue of check.data?.issues ?? []) errors[issue.field] ??= issue.message;
  return { errors, findings: check.data?.findings ?? [], payroll: check.data?.payroll ?? [] };
}
