import { useState } from 'react';
import { Loader, Center, Tabs } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useMe } from '../api/get-me.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { LoginLayout } from '../../../components/public-page/login-layout.tsx';
import { messages } from '../messages.ts';

type LoginTab = 'login' | 'register' | 'forgot';

/** Route /login: tabs for login, register (disabled) and forgot password (spec 001 §2). */
export function LoginRoute() {
  const [tab, setTab] = useState<LoginTab>('login');
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (me.data) return <Navigate to="/" replace />;

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
              onSuccess={(texts) => {
                notify.success(texts.loginSuccess);
                navigate(from.startsWith('/login') ? '/' : from, { replace: true });
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
