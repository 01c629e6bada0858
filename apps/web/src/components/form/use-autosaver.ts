import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createAutosaver, type Autosaver, type AutosaverOptions } from '../../lib/autosaver.ts';

/**
 * One autosaver for the component's life (lib/autosaver.ts) and its current state. `save`
 * may change between renders (it reads the newest version); the latest one is used.
 */
export function useAutosaver<V>(options: AutosaverOptions<V>) {
  const latest = useRef(options);
  latest.current = options;
  const [saver] = useState<Autosaver<V>>(() =>
    createAutosaver<V>({
      delay: options.delay,
      retryDelay: options.retryDelay,
      save: (value) => latest.current.save(value),
      isConflict: (error) => latest.current.isConflict?.(error) ?? false,
    }),
  );
  useEffect(() => () => saver.dispose(), [saver]);
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  return { saver, state };
}
