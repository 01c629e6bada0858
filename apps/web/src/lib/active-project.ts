import { createContext, useContext } from 'react';
import type { Me } from '@kontor/core/schemas/auth';
import type { ProjectDetail, ProjectSummary } from '@kontor/core/schemas/projects';

const STORAGE_KEY = 'kontor.activeProjectId';

/** Spec 001 §2: the remembered project if permitted, else the first permitted one. */
export function pickActiveProjectId(
  projects: readonly Pick<ProjectSummary, 'id'>[],
  remembered: string | null,
): string | null {
  if (remembered && projects.some((p) => p.id === remembered)) return remembered;
  return projects[0]?.id ?? null;
}

export function readRememberedProjectId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberProjectId(id: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Private mode without storage: the choice simply is not remembered.
  }
}

export interface ShellContextValue {
  me: Me;
  projects: ProjectSummary[];
  /** Null when the user has no project yet (a fresh superuser). */
  project: ProjectDetail | null;
  switchProject: (id: string) => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside the application shell');
  return value;
}

/** The active project's id for project-scoped API calls. */
export function useProjectId(): string {
  const { project } = useShell();
  if (!project) throw new Error('No active project');
  return project.id;
}
