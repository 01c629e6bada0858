import { useState, type ReactNode } from 'react';
import { DiscardDialog } from './discard-dialog.tsx';

export interface CloseGuard {
  /** For the modal's `onClose` (×, Escape, click outside): asks first while `dirty`. */
  requestClose: () => void;
  dialog: ReactNode;
}

/**
 * Closing a modal with a changed form asks before the input is lost. An explicit
 * 'Abbrechen' button means discard and calls `onClose` directly.
 */
export function useCloseGuard(dirty: boolean, onClose: () => void): CloseGuard {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    dialog: (
      <DiscardDialog
        opened={asking}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
        onKeep={() => setAsking(false)}
      />
    ),
  };
}
