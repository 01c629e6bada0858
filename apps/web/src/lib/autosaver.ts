import { nextAutosaveStatus, type AutosaveEvent, type AutosaveStatus } from './autosave-state.ts';

export interface AutosaverOptions<V> {
  /** Quiet time after the last change before it is saved (spec 001 §9 debounces). */
  delay: number;
  /** Saves one value; rejects on failure. Always sends the newest base version. */
  save: (value: V) => Promise<unknown>;
  /** A rejection that means another editor saved first: no retry, the user chooses. */
  isConflict?: (error: unknown) => boolean;
  /** One automatic retry this long after a failure ('Erneut versuchen' retries at once). */
  retryDelay?: number;
}

export interface AutosaverState {
  status: AutosaveStatus;
  /** The last failure or conflict (a conflict's error carries both versions). */
  error: unknown;
}

export interface Autosaver<V> {
  /** A new value: saved `delay` ms after the last change (or at once by `flush`). */
  change: (value: V) => void;
  /** Saves what is waiting now; true once everything is saved, false on a failure or conflict. */
  flush: () => Promise<boolean>;
  /** Tries the failed save again at once. */
  retry: () => void;
  /** After a conflict: save `value` (on the version now current) or, with null, drop the change. */
  resolve: (value: V | null) => void;
  /** A change that is not saved yet (waiting, saving, failed or in conflict). */
  hasUnsaved: () => boolean;
  getState: () => AutosaverState;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
}

/**
 * Debounced saving of one value with its status: 'Wird gespeichert …' / 'Gespeichert', a retry
 * after a failure, a conflict kept until the user chose. Never two saves at once: a change
 * during a save waits for it, so each save starts from the version the previous one returned.
 */
export function createAutosaver<V>(options: AutosaverOptions<V>): Autosaver<V> {
  let state: AutosaverState = { status: 'idle', error: null };
  let waiting: { value: V } | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const dispatch = (event: AutosaveEvent, error: unknown = state.error) => {
    const status = nextAutosaveStatus(state.status, event);
    state = { status, error: status === 'failed' || status === 'conflict' ? error : null };
    listeners.forEach((listener) => listener());
  };
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  function run(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight) return inFlight;
    if (!waiting || state.status === 'conflict') return Promise.resolve();
    const { value } = waiting;
    waiting = null;
    dispatch({ type: 'start' });
    inFlight = options.save(value).then(
      () => {
        inFlight = null;
        dispatch({ type: 'success', changedMeanwhile: waiting !== null });
        // A change made during the save whose quiet time has already passed goes now.
        if (waiting && timer === undefined) void run();
      },
      (error: unknown) => {
        inFlight = null;
        // The newer change, if one was made meanwhile, replaces the failed one.
        waiting ??= { value };
        if (options.isConflict?.(error)) {
          clearTimeout(timer);
          timer = undefined;
          dispatch({ type: 'conflict' }, error);
          return;
        }
        dispatch({ type: 'failure' }, error);
        if (options.retryDelay !== undefined) arm(options.retryDelay);
      },
    );
    return inFlight;
  }

  return {
    change(value) {
      waiting = { value };
      dispatch({ type: 'change' });
      if (state.status !== 'conflict') arm(options.delay);
    },
    async flush() {
      while (waiting || inFlight) {
        if (state.status === 'conflict') return false;
        await run();
        // `run` changed the state meanwhile.
        const after = (state as AutosaverState).status;
        if (after === 'failed' || after === 'conflict') return false;
      }
      return true;
    },
    retry: () => void run(),
    resolve(value) {
      waiting = value === null ? null : { value };
      dispatch({ type: 'resolved' });
      if (waiting) void run();
    },
    hasUnsaved: () => waiting !== null || inFlight !== null || state.status === 'conflict',
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimeout(timer);
      listeners.clear();
    },
  };
}
