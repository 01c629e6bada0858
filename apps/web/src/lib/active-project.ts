import { createContext, useContext } from 'react';
import type { Me } from '@kontor/core/schemas/auth';
import { PROJECT_PARAM } from '@kontor/core/notification-paths';
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

/**
 * The project a link names (`?project=<id>`: a Web Push click, `withProject` in core) when the
 * user may open it. It wins over the remembered one, and the app then remembers it.
 */
export function linkedProjectId(
  search: string,
  projects: readonly Pick<ProjectSummary, 'id'>[],
): string | null {
  const id = new URLSearchParams(search).get(PROJECT_PARAM);
  return id !== null && projects.some((p) => p.id === id) ? id : null;
}

/** `search` (with or without '?') without the project parameter, once the app has followed it. */
export function withoutLinkedProject(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(PROJECT_PARAM)) return search;
  params.delete(PROJECT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
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
