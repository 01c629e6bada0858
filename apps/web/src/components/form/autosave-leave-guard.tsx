import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { Autosaver } from '../../lib/autosaver.ts';
import { DiscardDialog } from './discard-dialog.tsx';

/**
 * Leaving a screen with an auto-saved change still waiting: a route or tab change first saves
 * it and then goes on; only when that save fails (or a conflict waits) it asks. Reloading or
 * closing the tab starts the save and lets the browser warn.
 */
export function AutosaveLeaveGuard({
  saver,
}: {
  saver: Pick<Autosaver<never>, 'hasUnsaved' | 'flush'>;
}) {
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      saver.hasUnsaved() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    let cancelled = false;
    void saver.flush().then((saved) => {
      if (cancelled) return;
      if (saved) blocker.proceed?.();
      else setAsking(true);
    });
    return () => {
      cancelled = true;
    };
  }, [blocked, blocker, saver]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved()) return;
      void saver.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver]);

  return (
    <DiscardDialog
      opened={asking && blocked}
      onDiscard={() => {
        setAsking(false);
        blocker.proceed?.();
      }}
      onKeep={() => {
        setAsking(false);
        blocker.reset?.();
      }}
    />
  );
}
