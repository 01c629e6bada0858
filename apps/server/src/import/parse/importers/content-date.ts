/** Parse class Date (spec 001 §3 Date entry; module '/calendar') → content item 'calendar'. */
import { calendar } from '@kontor/core/content/types/calendar';
import { customDataOf, writeContentItem } from './content-items.ts';
import { contentImporter, recordOf } from './content-scope.ts';

export const dateImporter = contentImporter(
  'Date',
  ['Module', 'Category', 'Image', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    // `date` is { start } in the source; a plain date is read as the start.
    const start = 'start' in recordOf(o.date) ? recordOf(o.date).start : o.date;
    const values = {
      title: scope.text(o.title, 'title'),
      label: scope.text(o.label, 'label'),
      date: scope.date(start, 'Datum'),
      image: await scope.image(o.image),
      description: scope.text(o.description, 'description'),
      categories: await scope.categories(o.categories),
    };
    scope.unmapped([...Object.keys(values), 'data', 'created_by', 'updated_by']);
    return writeContentItem(scope, calendar, existingId, {
      values,
      data: await customDataOf(scope, calendar.module),
      ...(await scope.authors()),
    });
  },
);
