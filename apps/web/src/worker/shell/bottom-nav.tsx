import type { ComponentType, MouseEvent } from 'react';
import { IconCalendarWeek, IconClock, IconListCheck, IconMessage } from '@tabler/icons-react';
import { workerMessages as m } from '../messages.ts';
import { navigate, pathOf, type Screen } from '../router.ts';

interface NavEntry {
  screen: Screen;
  label: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Screens of this place, which keep it marked (a task or visit marks its origin). */
  also: readonly Screen['name'][];
}

const ENTRIES: readonly NavEntry[] = [
  { screen: { name: 'today' }, label: m.navToday, Icon: IconListCheck, also: [] },
  { screen: { name: 'week' }, label: m.navWeek, Icon: IconCalendarWeek, also: [] },
  { screen: { name: 'time' }, label: m.navTime, Icon: IconClock, also: ['absences'] },
  { screen: { name: 'messages' }, label: m.navMessages, Icon: IconMessage, also: [] },
];

/** The four places of the app, always at the thumb; `current` is the page shown (originOf). */
export function BottomNav({ current }: { current: Screen }) {
  return (
    <nav className="worker-nav" aria-label={m.mainNav}>
      {ENTRIES.map(({ screen, label, Icon, also }) => {
        const active = current.name === screen.name || also.includes(current.name);
        const follow = (event: MouseEvent) => {
          event.preventDefault();
          navigate(screen);
        };
        return (
          <a
            key={screen.name}
            href={pathOf(screen)}
            onClick={follow}
            aria-current={active ? 'page' : undefined}
          >
            <Icon size={24} aria-hidden />
            {label}
          </a>
        );
      })}
    </nav>
  );
}
