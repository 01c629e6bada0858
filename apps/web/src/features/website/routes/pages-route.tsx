import { AreaPlaceholder } from '../../../components/area-placeholder.tsx';

/** Placeholder until the pages list (branch website-pages) replaces this file. */
export function PagesRoute() {
  return <AreaPlaceholder title="Seiten" />;
}
