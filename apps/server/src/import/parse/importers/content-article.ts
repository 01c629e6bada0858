/** Parse class Article (spec 001 §3, §4 state) → content item of type 'articles' ('Beiträge'). */
import { articles } from '@kontor/core/content/types/articles';
import { customDataOf, writeContentItem } from './content-items.ts';
import {
  contentImporter,
  pointerId,
  recordOf,
  richTextOf,
  textOf,
  type Scope,
} from './content-scope.ts';

/** Spec 001 §4: draft or published; anything else is noted and imported as a draft. */
export function stateOf(scope: Scope): 'draft' | 'published' {
  const state = textOf(scope.object.state);
  if (state === 'published' || state === 'draft') return state;
  if (state !== '') scope.note(`Status „${state}“ ist unbekannt; als Entwurf übernommen.`);
  return 'draft';
}

export const articleImporter = contentImporter(
  'Article',
  ['Module', 'Category', 'Image', 'Person', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    // The author is kept as { objectId, label, portrait } of a Person (spec 001 §3).
    const author = pointerId(o.author) ?? pointerId(recordOf(o.author).objectId);
    const values = {
      title: scope.text(o.title, 'title'),
      image: await scope.image(o.image),
      text: richTextOf(o.text),
      date: scope.date(o.date, 'Datum'),
      gallery: await scope.images(o.gallery),
      categories: await scope.categories(o.categories),
      author: await scope.optionalRef('Person', author, 'Autor'),
    };
    scope.unmapped([...Object.keys(values), 'state', 'data', 'created_by', 'updated_by']);
    return writeContentItem(scope, articles, existingId, {
      values,
      state: stateOf(scope),
      data: await customDataOf(scope, articles.module),
      ...(await scope.authors()),
    });
  },
);
