/** Parse class Event (spec 001 §3, dated events) → content item of type 'events'. */
import { events } from '@kontor/core/content/types/events';
import { customDataOf, writeContentItem } from './content-items.ts';
import { datedEventsOf } from './content-places.ts';
import { contentImporter, richTextOf } from './content-scope.ts';

export const eventImporter = contentImporter(
  'Event',
  ['Module', 'Category', 'Image', 'Location', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const values = {
      title: scope.text(o.title, 'title'),
      text: richTextOf(o.text),
      description: scope.text(o.description, 'description'),
      image: await scope.image(o.image),
      dates: await datedEventsOf(scope, o.dates, events.fields.dates!),
      location: await scope.optionalRef('Location', o.location, 'Ort'),
      categories: await scope.categories(o.categories),
    };
    scope.unmapped([...Object.keys(values), 'data', 'created_by', 'updated_by']);
    return writeContentItem(scope, events, existingId, {
      values,
      data: await customDataOf(scope, events.module),
      ...(await scope.authors()),
    });
  },
);
