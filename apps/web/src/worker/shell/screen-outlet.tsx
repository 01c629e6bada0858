import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { workerMessages as m } from '../messages.ts';
import type { Screen } from '../router.ts';
import type { ScreenProps } from '../screens/screen-props.ts';

// Each screen is its own chunk: the first load carries only the shell and today's list.
const screens: Record<Screen['name'], ComponentType<ScreenProps<never>>> = {
  today: lazy(() => import('../screens/today-screen.tsx')),
  week: lazy(() => import('../screens/week-screen.tsx')),
  task: lazy(() => import('../screens/task-screen.tsx')),
  visit: lazy(() => import('../screens/visit-screen.tsx')),
  time: lazy(() => import('../screens/time-screen.tsx')),
  absences: lazy(() => import('../screens/absences-screen.tsx')),
  messages: lazy(() => import('../screens/messages-screen.tsx')),
};

export function ScreenOutlet(props: ScreenProps) {
  const Component = screens[props.screen.name] as ComponentType<ScreenProps>;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader role="status" aria-label={m.loading} />
        </Center>
      }
    >
      <Component {...props} />
    </Suspense>
  );
}
