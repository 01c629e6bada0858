import { useCallback, useState } from 'react';
import '@mantine/dates/styles.css';
import { AppShell, Box, Burger, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { projectMessages } from '@kontor/core/schemas/projects';
import { KontorLogo } from '../../components/kontor-logo.tsx';
import {
  ShellContext,
  pickActiveProjectId,
  readRememberedProjectId,
  rememberProjectId,
  type ShellContextValue,
} from '../../lib/active-project.ts';
import '../../lib/dayjs.ts';
import { useMe } from '../../features/auth/api/get-me.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { meQueryKey } from '../../features/auth/api/get-me.ts';
import { useProject } from '../../features/projects/api/get-project.ts';
import { consoleScope } from '../../features/notifications/api/notifications.ts';
import { useNotificationStream } from '../../features/notifications/api/notification-stream.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { notify } from '../../lib/notify.ts';
import { ProjectSwitcher } from './project-switcher.tsx';
import { Sidebar } from './sidebar.tsx';
import { useLinkedProject } from './use-linked-project.ts';
import { UserMenu } from './user-menu.tsx';

const NAVBAR_WIDTH = 260;
const NAVBAR_MINI_WIDTH = 72;

function FullScreenMessage({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="100vh" px="md" bg="gray.0">
      <Stack align="center" gap="lg" maw={480}>
        <KontorLogo height={36} />
        {children}
      </Stack>
    </Center>
  );
}

/** The signed-in frame: session guard, active project, header, collapsible sidebar. */
export function ShellLayout() {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) {
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label="Lädt" />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <FullScreenMessage>
        <Text ta="center" role="alert">
          Die Sitzung konnte nicht geprüft werden. Bitte laden Sie die Seite neu.
        </Text>
        <Button onClick={() => window.location.reload()}>Neu laden</Button>
      </FullScreenMessage>
    );
  }
  if (!me.data) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <SignedInShell session={me.data} />;
}

/**
 * The tab's one live notification stream for the active project; a session that ends sends the
 * user to the login (the shell sees `me` null).
 */
function NotificationLive({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  useNotificationStream(consoleScope(projectId), {
    onSessionEnded: () => queryClient.setQueryData(meQueryKey, null),
    onGaveUp: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  return null;
}

function SignedInShell({ session }: { session: NonNullable<ReturnType<typeof useMe>['data']> }) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const [chosenId, setChosenId] = useState<string | null>(() => readRememberedProjectId());
  const followLink = useCallback((id: string) => {
    rememberProjectId(id);
    setChosenId(id);
  }, []);
  const linkedId = useLinkedProject(session.projects, followLink);
  const activeId = pickActiveProjectId(session.projects, linkedId ?? chosenId);
  const project = useProject(activeId);
  // Messages go to members; a superuser who is not one has none (the feed answers 403).
  const memberProjectId = project.data?.role ? project.data.id : null;
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'kontor.sidebarCollapsed',
    defaultValue: false,
    // Read synchronously so a collapsed sidebar does not flash open on load.
    getInitialValueInEffect: false,
  });

  const switchProject = useCallback(
    (id: string) => {
      rememberProjectId(id);
      setChosenId(id);
      navigate('/');
    },
    [navigate],
  );

  const logout = useCallback(() => {
    logoutMutation.mutate(undefined, {
      onSettled: () => {
        notify.success('Erfolgreich abgemeldet');
        navigate('/login', { replace: true });
      },
    });
  }, [logoutMutation, navigate]);

  if (activeId && project.isError) {
    return (
      <FullScreenMessage>
        <Text ta="center" fw={500} role="alert">
          {projectMessages.loadFailed}
        </Text>
        <Group>
          <Button variant="default" onClick={() => void project.refetch()}>
            Erneut versuchen
          </Button>
          <Button variant="subtle" onClick={logout}>
            Abmelden
          </Button>
        </Group>
      </FullScreenMessage>
    );
  }
  if (activeId && !project.data) {
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label="Projekt wird geladen" />
      </Center>
    );
  }

  const context: ShellContextValue = {
    me: session.user,
    projects: session.projects,
    project: project.data ?? null,
    switchProject,
  };
  const navbarWidth = collapsed ? NAVBAR_MINI_WIDTH : NAVBAR_WIDTH;

  return (
    <ShellContext.Provider value={context}>
      {memberProjectId ? <NotificationLive projectId={memberProjectId} /> : null}
      <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1 }}>
        <AppShell
          header={{ height: 60 }}
          navbar={{ width: navbarWidth, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
          padding="lg"
          bg="gray.0"
        >
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="md" wrap="nowrap">
                <Burger
                  opened={mobileOpened}
                  onClick={toggleMobile}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label="Menü öffnen"
                />
                <Box visibleFrom="xs">
                  <KontorLogo height={30} />
                </Box>
                <ProjectSwitcher />
              </Group>
              <Group gap="sm" wrap="nowrap">
                {memberProjectId ? <NotificationBell projectId={memberProjectId} /> : null}
                <UserMenu onLogout={logout} />
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar>
            <Sidebar
              collapsed={collapsed}
              onToggleCollapsed={() => setCollapsed((c) => !c)}
              onNavigate={closeMobile}
            />
          </AppShell.Navbar>
          <AppShell.Main>
            <Box maw={1400} mx="auto">
              <Outlet />
            </Box>
          </AppShell.Main>
        </AppShell>
      </DatesProvider>
    </ShellContext.Provider>
  );
}
