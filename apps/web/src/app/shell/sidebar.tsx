import {
  ActionIcon,
  AppShell,
  Divider,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { moduleForUrl } from '@kontor/core/modules';
import { ModuleIcon } from '../../components/module-icon.tsx';
import { useShell } from '../../lib/active-project.ts';

interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onNavigate: () => void;
}

interface ItemProps {
  to: string;
  label: string;
  icon: React.ReactNode;
  active: boolean;
  collapsed: boolean;
  onNavigate: () => void;
  children?: React.ReactNode;
  opened?: boolean;
}

function Item({ to, label, icon, active, collapsed, onNavigate, children, opened }: ItemProps) {
  if (collapsed) {
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon
          component={Link}
          to={to}
          onClick={onNavigate}
          variant={active ? 'light' : 'subtle'}
          color={active ? undefined : 'gray'}
          size={44}
          aria-label={label}
          aria-current={active ? 'page' : undefined}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      onClick={onNavigate}
      defaultOpened={opened}
      childrenOffset={36}
      aria-current={active ? 'page' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {children}
    </NavLink>
  );
}

/** Menu of the project's permitted modules (by position), Admin for superusers, version. */
export function Sidebar({ collapsed, onToggleCollapsed, onNavigate }: SidebarProps) {
  const { me, project } = useShell();
  const { pathname } = useLocation();
  const modules = project?.modules ?? [];
  const current = moduleForUrl(modules, pathname);

  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="sm">
        <Stack
          gap={4}
          align={collapsed ? 'center' : 'stretch'}
          component="nav"
          aria-label="Hauptmenü"
        >
          <Item
            to="/"
            label="Dashboard"
            icon={<IconLayoutDashboard size={20} stroke={1.7} aria-hidden />}
            active={pathname === '/'}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
          {modules.length > 0 ? <Divider my={6} w="100%" /> : null}
          {modules.map((module) => {
            const active = current?.id === module.id;
            const subItems =
              !collapsed && module.subMenu.length > 0
                ? module.subMenu.map((sub) => {
                    const to = `${module.path}${sub.path}`;
                    return (
                      <NavLink
                        key={sub.path}
                        component={Link}
                        to={to}
                        label={sub.label}
                        active={pathname === to}
                        onClick={onNavigate}
                        style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      />
                    );
                  })
                : undefined;
            return (
              <Item
                key={module.id}
                to={module.path}
                label={module.name}
                icon={<ModuleIcon icon={module.icon} />}
                active={active && (!subItems || pathname === module.path)}
                opened={active}
                collapsed={collapsed}
                onNavigate={onNavigate}
              >
                {subItems}
              </Item>
            );
          })}
          {me.isSuperuser ? (
            <>
              <Divider my={6} w="100%" />
              <Item
                to="/admin"
                label="Admin"
                icon={<IconShieldLock size={20} stroke={1.7} aria-hidden />}
                active={pathname.startsWith('/admin')}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            </>
          ) : null}
        </Stack>
      </AppShell.Section>
      <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Stack gap={6} align={collapsed ? 'center' : 'stretch'}>
          <Tooltip
            label={collapsed ? 'Menü ausklappen' : 'Menü einklappen'}
            position="right"
            withArrow
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onToggleCollapsed}
              aria-label={collapsed ? 'Menü ausklappen' : 'Menü einklappen'}
              aria-expanded={!collapsed}
              visibleFrom="sm"
              size="lg"
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <Text size="xs" c="dimmed" ta={collapsed ? 'center' : 'left'}>
            {collapsed ? `v${__APP_VERSION__}` : `Version ${__APP_VERSION__}`}
          </Text>
        </Stack>
      </AppShell.Section>
    </>
  );
}
