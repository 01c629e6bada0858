import { AreaPlaceholder } from '../../../components/area-placeholder.tsx';

/** Placeholder until the page editor (branch website-pages) replaces this file. */
export function PageEditorRoute() {
  return <AreaPlaceholder title="Seite bearbeiten" />;
}
