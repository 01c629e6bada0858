import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { workerMessages as m } from '../messages.ts';
import type { Screen } from '../router.ts';
import type { ScreenProps } from '../screens/screen-props.ts';

type ScreenModule = Promise<{ default: ComponentType<ScreenProps<never>> }>;

// Each screen is its own chunk: the first load carries only the shell.
const loaders: Record<Screen['name'], () => ScreenModule> = {
  today: () => import('../screens/today-screen.tsx'),
  week: () => import('../screens/week-screen.tsx'),
  task: () => import('../screens/task-screen.tsx'),
  visit: () => import('../screens/visit-screen.tsx'),
  time: () => import('../screens/time-screen.tsx'),
  absences: () => import('../screens/absences-screen.tsx'),
  messages: () => import('../screens/messages-screen.tsx'),
};

const screens = new Map<Screen['name'], ComponentType<ScreenProps<never>>>();

/** The screen's lazy component, made once (a new one each render would remount it). */
function screenComponent(name: Screen['name']) {
  let component = screens.get(name);
  if (!component) {
    component = lazy(loaders[name]);
    screens.set(name, component);
  }
  return component;
}

/** Starts loading a screen's chunk (the first screen's loads while the session is fetched). */
export function preloadScreen(name: Screen['name']) {
  void loaders[name]().catch(() => undefined);
}

export function ScreenOutlet(props: ScreenProps) {
  const Component = screenComponent(props.screen.name) as ComponentType<ScreenProps>;
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
