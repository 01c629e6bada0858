import { useState } from 'react';
import { Loader, Center, Tabs } from '@mantine/core';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SessionInfo } from '@kontor/core/schemas/auth';
import { readRememberedProjectId, pickActiveProjectId } from '../../../lib/active-project.ts';
import { notify } from '../../../lib/notify.ts';
import { useMe } from '../api/get-me.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { LoginLayout } from '../../../components/public-page/login-layout.tsx';
import { messages } from '../messages.ts';

type LoginTab = 'login' | 'register' | 'forgot';

const WORKER_APP = '/app/';
const PHONE_QUERY = '(max-width: 640px)';

/** Only paths of this site (never '//host' or 'https:…'). */
function safeNext(next: string | null): string | null {
  return next && /^\/(?!\/)/.test(next) && !next.startsWith('/login') ? next : null;
}

/**
 * The worker app (a separate entry) opens for a worker who signs in on a phone-sized screen
 * in a project where they are 'Arbeiter' (docs/worker-app.md).
 */
function opensWorkerApp(session: SessionInfo): boolean {
  const id = pickActiveProjectId(session.projects, readRememberedProjectId());
  const project = session.projects.find((p) => p.id === id);
  return Boolean(project?.isWorker) && window.matchMedia(PHONE_QUERY).matches;
}

/** Route /login: tabs for login, register (disabled) and forgot password (spec 001 §2). */
export function LoginRoute() {
  const [tab, setTab] = useState<LoginTab>('login');
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const from = next ?? (location.state as { from?: string } | null)?.from ?? '/';

  const goOn = (session: SessionInfo) => {
    const target = next === null && opensWorkerApp(session) ? WORKER_APP : from;
    // The worker app is another page of the build: a full load, not a client route.
    if (target.startsWith('/app')) window.location.assign(target);
    else navigate(target.startsWith('/login') ? '/' : target, { replace: true });
  };

  if (me.data) {
    if (next?.startsWith('/app')) {
      window.location.replace(next);
      return null;
    }
    return <Navigate to="/" replace />;
  }

  return (
    <LoginLayout>
      {me.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Lädt" />
        </Center>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as LoginTab) ?? 'login')}
          keepMounted={false}
          // Three labels need 361 px with Mantine's padding; a phone's card has 262-292: narrower
          // padding, and a label may break onto a second line instead of widening the page.
          styles={{
            tab: {
              flex: '1 1 auto',
              paddingInline: 'var(--mantine-spacing-xs)',
              whiteSpace: 'normal',
            },
            tabLabel: { whiteSpace: 'normal', textAlign: 'center' },
          }}
        >
          <Tabs.List grow mb="lg" style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value="login">{messages.tabLogin}</Tabs.Tab>
            <Tabs.Tab value="register" disabled>
              {messages.tabRegister}
            </Tabs.Tab>
            <Tabs.Tab value="forgot">{messages.tabForgot}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm
              onSuccess={(texts, session) => {
                notify.success(texts.loginSuccess);
                goOn(session);
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="forgot">
            <ForgotPasswordForm />
          </Tabs.Panel>
        </Tabs>
      )}
    </LoginLayout>
  );
}
