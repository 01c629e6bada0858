import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProjectSummary } from '@kontor/core/schemas/projects';
import { meQueryKey, getMe } from '../features/auth/api/get-me.ts';
import { readRememberedProjectId, rememberProjectId } from '../lib/active-project.ts';

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

/** The session and the project the app shows. */
export function useWorkerSession() {
  const me = useQuery(workerMeQuery);
  const [remembered, setRemembered] = useState(readRememberedProjectId);
  const projects = me.data?.projects ?? [];
  const project = pickWorkerProject(projects, remembered);
  const switchProject = (id: string) => {
    rememberProjectId(id);
    setRemembered(id);
  };
  return { me, projects, project, switchProject };
}

/** Back to the console's login, which sends the user here again afterwards. */
export function goToLogin() {
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
}
