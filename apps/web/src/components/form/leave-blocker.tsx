import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { DiscardDialog } from './discard-dialog.tsx';

interface LeaveBlockerProps {
  dirty: boolean;
  /** True once the user chose to discard: the next navigation goes through unasked. */
  discarded?: RefObject<boolean>;
}

/**
 * While `dirty`, leaving (a link, back, a changed search param such as a tab or `selected`) asks
 * first, and reloading or closing the browser tab warns.
 */
export function LeaveBlocker({ dirty, discarded }: LeaveBlockerProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !discarded?.current &&
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
