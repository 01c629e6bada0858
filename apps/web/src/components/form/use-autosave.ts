import { useEffect, useReducer, useRef } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { nextAutosaveStatus, type AutosaveStatus } from '../../lib/autosave-state.ts';

export const AUTOSAVE_DELAY_MS = 800;

interface AutosaveOptions<V> {
  /** The current values; each change (by `isEqual`) schedules a save. */
  value: V;
  /** Whether the value may be saved (e.g. `form.isValid()`); invalid values wait. */
  enabled: boolean;
  save: (value: V) => Promise<unknown>;
  isEqual?: (a: V, b: V) => boolean;
  delay?: number;
}

const jsonEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves a value a moment after the last change. A failed save keeps the value (the form still
 * shows it) and reports 'failed'; the next change tries again. Show the status with
 * `AutosaveIndicator`.
 */
export function useAutosave<V>({
  value,
  enabled,
  save,
  isEqual = jsonEqual,
  delay = AUTOSAVE_DELAY_MS,
}: AutosaveOptions<V>): AutosaveStatus {
  const [status, dispatch] = useReducer(nextAutosaveStatus, 'idle');
  const saved = useRef(value);
  const seen = useRef(value);
  const latest = useRef(value);
  latest.current = value;

  const run = useDebouncedCallback(async (next: V) => {
    dispatch({ type: 'start' });
    try {
      if (!isEqual(next, saved.current)) await save(next);
      saved.current = next;
      dispatch({ type: 'success', changedMeanwhile: !isEqual(latest.current, next) });
    } catch {
      dispatch({ type: 'failure' });
    }
  }, delay);

  useEffect(() => {
    if (isEqual(value, seen.current)) return;
    seen.current = value;
    dispatch({ type: 'change' });
    if (enabled) run(value);
  }, [value, enabled, isEqual, run]);

  return status;
}
