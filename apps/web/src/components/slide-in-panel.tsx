import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

export interface SlideInPanelProps {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: string | number;
}

/** Slide-in editor from the right (spec: 0.3 s animation), shared by all areas. */
export function SlideInPanel({ opened, title, onClose, children, size = 'lg' }: SlideInPanelProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={size}
      transitionProps={{ duration: 300 }}
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {children}
    </Drawer>
  );
}
