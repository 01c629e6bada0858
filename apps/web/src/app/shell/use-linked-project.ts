import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProjectSummary } from '@kontor/core/schemas/projects';
import { linkedProjectId, withoutLinkedProject } from '../../lib/active-project.ts';

/**
 * Follows a link that names its project (`?project=`, a Web Push click): the linked project,
 * if the user may open it, is active from the first render on; then `onLinked` remembers it
 * and the parameter leaves the address (the page itself stays), so a reload or a later switch
 * is not overruled.
 */
export function useLinkedProject(
  projects: readonly Pick<ProjectSummary, 'id'>[],
  onLinked: (id: string) => void,
): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const linkedId = linkedProjectId(location.search, projects);
  const rest = withoutLinkedProject(location.search);
  const named = rest !== location.search;
  useEffect(() => {
    if (!named) return;
    if (linkedId) onLinked(linkedId);
    navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
  }, [named, linkedId, onLinked, navigate, location.pathname, location.hash, rest]);
  return linkedId;
}
