import { describe, expect, it } from 'vitest';
import type { ClassImporter } from './contract.ts';
import { orderImporters } from './import-order.ts';

const importer = (className: string, ...dependsOn: string[]) =>
  ({ className, dependsOn, upsert: async () => ({ kind: 'skipped' }) }) as unknown as ClassImporter;
const order = (...list: ClassImporter[]) => orderImporters(list).map((i) => i.className);

describe('orderImporters', () => {
  it('puts every class after the classes it depends on, of the ready ones the first listed', () => {
    expect(
      order(importer('Task', 'Property', 'Task'), importer('Property'), importer('Image')),
    ).toEqual(['Property', 'Task', 'Image']);
  });

  it('ignores a dependency on a class that is not part of the import', () => {
    expect(order(importer('Data', 'Form'))).toEqual(['Data']);
  });

  it('refuses a cycle and names its classes', () => {
    expect(() => order(importer('A', 'B'), importer('B', 'A'))).toThrow(
      'Die Klassen hängen im Kreis voneinander ab: A, B.',
    );
  });

  it('refuses two importers of one class', () => {
    expect(() => order(importer('Module'), importer('Module'))).toThrow(
      'Für die Klasse Module gibt es zwei Importer.',
    );
  });
});
