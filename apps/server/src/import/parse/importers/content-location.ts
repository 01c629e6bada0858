/** Parse class Location (spec 001 §3, GeoPoint) → content item of type 'locations' ('Orte'). */
import { geoPointSchema } from '@kontor/core/content/field-schemas';
import { locations } from '@kontor/core/content/types/locations';
import { customDataOf, writeContentItem } from './content-items.ts';
import { contentImporter, isEmpty, recordOf, type Scope } from './content-scope.ts';

/** A Parse GeoPoint ({ __type: 'GeoPoint', latitude, longitude }) or null, noted if invalid. */
export function geoPointOf(scope: Scope, value: unknown, label: string) {
  if (isEmpty(value)) return null;
  const { latitude, longitude } = recordOf(value);
  const parsed = geoPointSchema.safeParse({ latitude, longitude });
  if (parsed.success) return parsed.data;
  scope.note(`${label}: Die Koordinaten sind ungültig und wurden nicht übernommen.`);
  return null;
}

export const locationImporter = contentImporter(
  'Location',
  ['Module', 'Category', 'Image', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const values = {
      name: scope.text(o.name, 'name'),
      label: scope.text(o.label, 'label'),
      image: await scope.image(o.image),
      address: scope.text(o.address, 'address'),
      description: scope.text(o.description, 'description'),
      coordinates: geoPointOf(scope, o.coordinates, 'Koordinaten'),
      categories: await scope.categories(o.categories),
    };
    scope.unmapped([...Object.keys(values), 'data', 'created_by', 'updated_by']);
    return writeContentItem(scope, locations, existingId, {
      values,
      data: await customDataOf(scope, locations.module),
      ...(await scope.authors()),
    });
  },
);
