import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ProjectSummary } from '@kontor/core/schemas/projects';
import { meQueryKey, getMe } from '../features/auth/api/get-me.ts';
import {
  linkedProjectId,
  readRememberedProjectId,
  rememberProjectId,
  withoutLinkedProject,
} from '../lib/active-project.ts';

/** The project the app opens: the remembered one, else the first where the user is 'Arbeiter'. */
export function pickWorkerProject(
  projects: readonly ProjectSummary[],
  remembered: string | null,
): ProjectSummary | null {
  return (
    projects.find((p) => p.id === remembered) ??
    projects.find((p) => p.isWorker) ??
    projects[0] ??
    null
  );
}

/** The session, kept in the persisted cache (the app opens offline). */
export const workerMeQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
});

/**
 * The session and the project the app shows. A link that names its project (`?project=`, a
 * Web Push click) opens that one if the user may, which is then remembered and leaves the
 * address.
 */
export function useWorkerSession() {
  const me = useQuery(workerMeQuery);
  const [remembered, setRemembered] = useState(readRememberedProjectId);
  const projects = me.data?.projects ?? [];
  const linkedId = linkedProjectId(window.location.search, projects);
  const project = pickWorkerProject(projects, linkedId ?? remembered);
  const switchProject = (id: string) => {
    rememberProjectId(id);
    setRemembered(id);
  };
  useEffect(() => {
    if (!linkedId) return;
    rememberProjectId(linkedId);
    setRemembered(linkedId);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      pathname + withoutLinkedProject(search) + hash,
    );
  }, [linkedId]);
  return { me, projects, project, switchProject };
}

/** Back to the console's login, which sends the user here again afterwards. */
export function goToLogin() {
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
}
