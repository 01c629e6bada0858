import { Modal, type ModalProps } from '@mantine/core';
import { useDirtyScope } from './dirty-scope.tsx';
import { useCloseGuard } from './use-close-guard.tsx';

export interface GuardedModalProps extends ModalProps {
  /** Unsaved input the scope does not see (a form without `useSchemaForm`). */
  dirty?: boolean;
  /** Saving: closing waits. */
  busy?: boolean;
}

/**
 * The modal of every screen: closing by ×, Escape or a click outside asks 'Änderungen
 * verwerfen?' while a form inside has unsaved changes (forms report through the dirty scope).
 */
export function GuardedModal({
  dirty = false,
  busy = false,
  onClose,
  children,
  ...props
}: GuardedModalProps) {
  const scope = useDirtyScope();
  const guard = useCloseGuard(dirty || scope.dirty, onClose);
  return (
    <Modal {...props} onClose={() => !busy && guard.requestClose()}>
      {scope.provide(children)}
      {guard.dialog}
    </Modal>
  );
}
