import { Anchor, Center, MantineProvider, Stack, Text } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { workerMessages as m } from './messages.ts';
import { createOutbox } from './outbox/outbox.ts';
import { OutboxContext } from './outbox/use-outbox.ts';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE,
  createIndexedDbPersister,
  createWorkerQueryClient,
} from './query-client.ts';
import { screenOf, useScreen, type Screen } from './router.ts';
import { goToLogin, useWorkerSession, workerMeQuery } from './session.ts';
import { AppHeader } from './shell/app-header.tsx';
import { AppSkeleton } from './shell/app-skeleton.tsx';
import { BottomNav } from './shell/bottom-nav.tsx';
import { ConnectionBar } from './shell/connection-bar.tsx';
import { preloadScreen, ScreenOutlet } from './shell/screen-outlet.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const queryClient = createWorkerQueryClient();
const persister = createIndexedDbPersister();
// After changes were sent, what the screens show is read again.
const outbox = createOutbox(() => void queryClient.invalidateQueries());

// At once, not after the cache is restored and the shell rendered: the session and the first
// screen's code load side by side (a fresher answer is kept when the cache is restored); the
// chunk in a task of its own, not in the long one that evaluates the app.
void queryClient.prefetchQuery(workerMeQuery);
setTimeout(() => preloadScreen(screenOf(window.location.pathname).name), 0);

const titles: Record<Screen['name'], string> = {
  today: m.navToday,
  week: m.navWeek,
  task: m.navToday,
  visit: m.navToday,
  time: m.navTime,
  absences: m.navTime,
  messages: m.navMessages,
};

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="60vh" p="md">
      {children}
    </Center>
  );
}

function WorkerShell() {
  const screen = useScreen();
  const { me, projects, project, switchProject } = useWorkerSession();
  // The shell is rendered in the background once the session is there (in slices a slow
  // phone can interrupt), while the skeleton stays.
  const session = useDeferredValue(me.data);
  useEffect(() => outbox.start(), []);
  useEffect(() => outbox.setUser(me.data?.user.id ?? null), [me.data]);
  useEffect(() => {
    if (me.data === null) goToLogin();
  }, [me.data]);

  if (session === undefined)
    return <AppSkeleton status={me.isError ? m.offlineNoData : undefined} />;
  if (session === null) return null;
  if (!project) {
    return (
      <Centered>
        <Stack align="center">
          <Text>{m.noProject}</Text>
          <Anchor href="/">{m.toConsole}</Anchor>
        </Stack>
      </Centered>
    );
  }
  return (
    <>
      <AppHeader
        title={titles[screen.name]}
        project={project}
        projects={projects}
        onSwitch={switchProject}
      />
      <main className="worker-main">
        <ConnectionBar />
        <ScreenOutlet key={project.id} screen={screen} project={project} me={session.user} />
      </main>
      <BottomNav current={screen} />
      <UpdatePrompt />
    </>
  );
}

/** The worker app at /app: its own entry, shell and offline support (docs/worker-app.md). */
export function WorkerApp() {
  const [restored, setRestored] = useState(false);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{ persister, maxAge: CACHE_MAX_AGE, buster: CACHE_BUSTER }}
        onSuccess={() => startTransition(() => setRestored(true))}
        onError={() => startTransition(() => setRestored(true))}
      >
        <OutboxContext.Provider value={outbox}>
          {restored ? <WorkerShell /> : <AppSkeleton />}
        </OutboxContext.Provider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
