import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { DiscardDialog } from './discard-dialog.tsx';

/**
 * While `dirty`, leaving the screen (a link, back, a changed search param such as a tab or the
 * slide-in's `selected`) asks first, and reloading or closing the browser tab warns. Render the
 * returned dialog. A router allows one blocker at a time: use it in one form per screen.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <DiscardDialog
      opened={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onKeep={() => blocker.reset?.()}
    />
  );
}
