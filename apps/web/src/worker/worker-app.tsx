import { Center, Loader, MantineProvider, Stack, Text, Anchor } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState } from 'react';
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
import { useScreen, type Screen } from './router.ts';
import { goToLogin, useWorkerSession } from './session.ts';
import { AppHeader } from './shell/app-header.tsx';
import { BottomNav } from './shell/bottom-nav.tsx';
import { ConnectionBar } from './shell/connection-bar.tsx';
import { ScreenOutlet } from './shell/screen-outlet.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const queryClient = createWorkerQueryClient();
const persister = createIndexedDbPersister();
// After changes were sent, what the screens show is read again.
const outbox = createOutbox(() => void queryClient.invalidateQueries());

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
  useEffect(() => outbox.start(), []);
  useEffect(() => outbox.setUser(me.data?.user.id ?? null), [me.data]);
  useEffect(() => {
    if (me.data === null) goToLogin();
  }, [me.data]);

  if (me.data === undefined) {
    return (
      <Centered>
        {me.isError ? (
          <Text>{m.offlineNoData}</Text>
        ) : (
          <Loader role="status" aria-label={m.loading} />
        )}
      </Centered>
    );
  }
  if (me.data === null) return null;
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
        <ScreenOutlet key={project.id} screen={screen} project={project} me={me.data.user} />
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
        onSuccess={() => setRestored(true)}
        onError={() => setRestored(true)}
      >
        <OutboxContext.Provider value={outbox}>
          {restored ? (
            <WorkerShell />
          ) : (
            <Centered>
              <Loader role="status" aria-label={m.loading} />
            </Centered>
          )}
        </OutboxContext.Provider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
