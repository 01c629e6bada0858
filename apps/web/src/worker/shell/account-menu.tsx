import { Button, NativeSelect, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Me } from '@kontor/core/schemas/auth';
import type { ProjectSummary } from '@kontor/core/schemas/projects';
import { workerMessages as m } from '../messages.ts';

export interface AccountProps {
  me: Me;
  project: ProjectSummary;
  projects: readonly ProjectSummary[];
  onSwitch: (id: string) => void;
  /** 'Abmelden': ends the session and this device's pushes (features/auth/api/logout.ts). */
  onSignOut: () => void;
  signOut: 'idle' | 'running' | 'failed';
}

/** The first letters of the first and the last word of a name ('Jan Schröder': 'JS'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** What the menu shows: who is signed in, the project (a switch with two or more), 'Abmelden'. */
export function AccountPanel({
  id,
  me,
  project,
  projects,
  onSwitch,
  onSignOut,
  signOut,
}: AccountProps & { id?: string }) {
  return (
    <Stack id={id} gap="sm" className="worker-account-panel">
      <div>
        <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
          {me.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {me.email}
        </Text>
      </div>
      {projects.length > 1 ? (
        <NativeSelect
          label={m.projectLabel}
          value={project.id}
          onChange={(event) => onSwitch(event.currentTarget.value)}
          data={projects.map((p) => ({ value: p.id, label: p.name }))}
        />
      ) : (
        <div>
          <Text size="sm" c="dimmed">
            {m.projectLabel}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{project.name}</Text>
        </div>
      )}
      <Button
        variant="light"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={onSignOut}
        loading={signOut === 'running'}
      >
        {m.signOut}
      </Button>
      {signOut === 'failed' && (
        <Text c="red.8" size="sm" role="alert">
          {m.signOutFailed}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The account menu at the header's right: a button with the initials that shows and hides
 * the panel (a disclosure: no menu library in the app's first load). Escape or a tap outside
 * closes it; switching the project closes it too, so the project's agenda shows.
 */
export function AccountMenu(props: AccountProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const switchProject = (id: string) => {
    setOpen(false);
    toggle.current?.focus();
    props.onSwitch(id);
  };
  return (
    <div ref={root} className="worker-account">
      <UnstyledButton
        ref={toggle}
        className="worker-account-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {/* Named by its content (no aria-label that the initials would contradict). */}
        <VisuallyHidden>{m.accountMenu}</VisuallyHidden>
        <span aria-hidden>{initialsOf(props.me.name)}</span>
      </UnstyledButton>
      {open && <AccountPanel {...props} id={panelId} onSwitch={switchProject} />}
    </div>
  );
}
