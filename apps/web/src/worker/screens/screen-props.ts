import type { ProjectSummary } from '@kontor/core/schemas/projects';
import type { Me } from '@kontor/core/schemas/auth';
import type { Screen } from '../router.ts';

export interface ScreenProps<S extends Screen = Screen> {
  screen: S;
  project: ProjectSummary;
  me: Me;
}
