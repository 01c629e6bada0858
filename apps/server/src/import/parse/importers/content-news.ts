/** Parse class News (spec 001 §3) → content item of type 'news'. */
import { news } from '@kontor/core/content/types/news';
import { customDataOf, writeContentItem } from './content-items.ts';
import { contentImporter, richTextOf } from './content-scope.ts';

export const newsImporter = contentImporter(
  'News',
  ['Module', 'Category', 'Image', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const values = {
      title: scope.text(o.title, 'title'),
      image: await scope.image(o.image),
      text: richTextOf(o.text),
      date: scope.date(o.date, 'Datum'),
      categories: await scope.categories(o.categories),
    };
    scope.unmapped([...Object.keys(values), 'data', 'created_by', 'updated_by']);
    return writeContentItem(scope, news, existingId, {
      values,
      data: await customDataOf(scope, news.module),
      ...(await scope.authors()),
    });
  },
);
