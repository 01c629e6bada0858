import type { ContentField, ContentTypeDeclaration } from './declaration.ts';
import { UPDATE_TOASTS } from './messages.ts';

const BY_KIND: Record<ContentField['kind'], string> = {
  text: UPDATE_TOASTS.text,
  richText: UPDATE_TOASTS.text,
  date: UPDATE_TOASTS.date,
  image: UPDATE_TOASTS.images,
  gallery: UPDATE_TOASTS.images,
  categories: UPDATE_TOASTS.category,
  person: UPDATE_TOASTS.person,
  persons: UPDATE_TOASTS.persons,
  location: UPDATE_TOASTS.value,
  color: UPDATE_TOASTS.color,
  file: UPDATE_TOASTS.value,
  geopoint: UPDATE_TOASTS.geopoint,
  team: UPDATE_TOASTS.team,
  dates: UPDATE_TOASTS.event,
  times: UPDATE_TOASTS.times,
};

/**
 * Spec 001 §8: the toast after changing one field of an item ('state' is the status editor,
 * anything else unknown, e.g. a custom field, is 'Wert aktualisiert').
 */
export function updateToastOf(type: ContentTypeDeclaration, field: string): string {
  const override = type.toasts?.[field];
  if (override) return override;
  if (field === 'state') return UPDATE_TOASTS.state;
  const declared = type.fields[field];
  return declared ? BY_KIND[declared.kind] : UPDATE_TOASTS.value;
}
