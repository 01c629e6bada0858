import { Anchor } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { navigate, pathOf, type Screen } from '../router.ts';

/** A link to a screen of the app (a real href: opens in a new tab, works by keyboard). */
export function NavLink({ to, children }: { to: Screen; children: ReactNode }) {
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={pathOf(to)} onClick={follow}>
      {children}
    </Anchor>
  );
}
