import { useEffect, useRef, type ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useDirtyScope } from './form/dirty-scope.tsx';
import { LeaveBlocker } from './form/leave-blocker.tsx';
import { useCloseGuard } from './form/use-close-guard.tsx';

export interface SlideInPanelProps {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: string | number;
}

/**
 * Slide-in editor from the right (spec: 0.3 s animation), shared by all areas. While a form
 * inside has unsaved changes, closing (×, Escape, a click outside) and leaving (back, a link,
 * another `selected`) ask 'Änderungen verwerfen?' first.
 */
export function SlideInPanel({ opened, title, onClose, children, size = 'lg' }: SlideInPanelProps) {
  const scope = useDirtyScope();
  // Set when the user discards: closing may then navigate without the leave guard asking again.
  const discarded = useRef(false);
  const guard = useCloseGuard(scope.dirty, () => {
    discarded.current = true;
    onClose();
  });
  useEffect(() => {
    if (opened) discarded.current = false;
  }, [opened]);
  return (
    <>
      <Drawer
        opened={opened}
        onClose={guard.requestClose}
        title={title}
        position="right"
        size={size}
        transitionProps={{ duration: 300 }}
        closeButtonProps={{ 'aria-label': 'Schließen' }}
      >
        {scope.provide(children)}
      </Drawer>
      {guard.dialog}
      {opened && scope.dirty ? <LeaveBlocker dirty discarded={discarded} /> : null}
    </>
  );
}
