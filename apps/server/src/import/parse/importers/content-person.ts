/** Parse class Person (spec 001 §3) → content item of type 'persons'. */
import { z } from 'zod';
import { persons } from '@kontor/core/content/types/persons';
import { customDataOf, writeContentItem } from './content-items.ts';
import { contentImporter } from './content-scope.ts';

export const personImporter = contentImporter(
  'Person',
  ['Module', 'Category', 'Image', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    let email = scope.text(o.email, 'email');
    if (email !== '' && !z.email().safeParse(email).success) {
      scope.note(`E-Mail „${email}“ ist keine gültige Adresse und wurde nicht übernommen.`);
      email = '';
    }
    const values = {
      name: scope.text(o.name, 'name'),
      label: scope.text(o.label, 'label'),
      portrait: await scope.image(o.portrait, 'Porträt'),
      email,
      categories: await scope.categories(o.categories),
    };
    scope.unmapped([...Object.keys(values), 'data', 'created_by', 'updated_by']);
    return writeContentItem(scope, persons, existingId, {
      values,
      data: await customDataOf(scope, persons.module),
      ...(await scope.authors()),
    });
  },
);
