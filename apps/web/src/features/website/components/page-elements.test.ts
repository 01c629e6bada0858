import { describe, expect, it } from 'vitest';
import { elementLabel, newElement } from './page-elements.ts';

describe('page elements', () => {
  it('creates elements with the defaults of the schema and free ids', () => {
    const divider = newElement('divider', []);
    expect(divider).toMatchObject({
      id: 'divider-1',
      active: true,
      divider: { size: 'medium', showLine: false },
    });
    const taken = [divider, newElement('text', [divider])];
    expect(taken[1]!.id).toBe('text-2');
    expect(newElement('divider', [{ ...divider, id: 'divider-3' }, divider]).id).toBe('divider-4');
  });

  it('names an element by its name, else by type and position', () => {
    const text = newElement('text', []);
    expect(elementLabel(text, 2)).toBe('Text 3');
    expect(elementLabel({ ...text, name: 'Begrüßung' }, 2)).toBe('Begrüßung');
  });
});
