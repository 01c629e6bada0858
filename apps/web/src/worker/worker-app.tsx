import { Anchor, Center, MantineProvider, Stack, Text } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { logout } from '../features/auth/api/logout.ts';
import { workerMessages as m } from './messages.ts';
import { createOutbox } from './outbox/outbox.ts';
import { OutboxContext } from './outbox/use-outbox.ts';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE,
  createIndexedDbPersister,
  createWorkerQueryClient,
} from './query-client.ts';
import { isDetail, leaveDetail, screenOf, useLocation, type Screen } from './router.ts';
import { workerKey } from './queries/worker-key.ts';
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

// A task's or visit's header names the page it was opened from (router.ts, originOf).
const titles: Record<Exclude<Screen['name'], 'task' | 'visit'>, string> = {
  today: m.navToday,
  week: m.navWeek,
  time: m.navTime,
  absences: m.navTime,
  messages: m.navMessages,
};
const titleOf = (origin: Screen) => (isDetail(origin) ? m.navToday : titles[origin.name]);

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="60vh" p="md">
      {children}
    </Center>
  );
}

function WorkerShell() {
  const { screen, origin } = useLocation();
  const { me, projects, project, switchProject } = useWorkerSession();
  // The shell is rendered in the background once the session is there (in slices a slow
  // phone can interrupt), while the skeleton stays.
  const session = useDeferredValue(me.data);
  useEffect(() => outbox.start(), []);
  useEffect(() => outbox.setUser(me.data?.user.id ?? null), [me.data]);
  useEffect(() => {
    if (me.data === null) goToLogin();
  }, [me.data]);
  const [signOut, setSignOut] = useState<'idle' | 'running' | 'failed'>('idle');
  // 'Abmelden': the session and this device's pushes end; nothing of the user stays cached.
  const signOutNow = async () => {
    setSignOut('running');
    try {
      await logout();
    } catch {
      setSignOut('failed');
      return;
    }
    queryClient.clear();
    await persister.removeClient();
    goToLogin();
  };

  // Another project: its agenda is read again; a task or visit of the old one is left.
  const switchTo = (id: string) => {
    if (id === project?.id || !session) return;
    if (isDetail(screen)) leaveDetail();
    switchProject(id);
    void queryClient.invalidateQueries({ queryKey: workerKey(session.user.id, id) });
  };

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
        title={titleOf(origin)}
        onBack={isDetail(screen) ? leaveDetail : undefined}
        me={session.user}
        project={project}
        projects={projects}
        onSwitch={switchTo}
        onSignOut={() => void signOutNow()}
        signOut={signOut}
      />
      <main className="worker-main">
        <ConnectionBar />
        <ScreenOutlet key={project.id} screen={screen} project={project} me={session.user} />
      </main>
      <BottomNav current={origin} />
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
