import {
  pageElementSchema,
  type ElementType,
  type PageElement,
} from '@kontor/core/schemas/website';
import { pagesMessages as m } from '../pages-messages.ts';

/** A new element of `type` with the schema's defaults (active, medium divider without line …). */
export function newElement(type: ElementType, taken: readonly PageElement[]): PageElement {
  const ids = new Set(taken.map((e) => e.id));
  let n = taken.length + 1;
  while (ids.has(`${type}-${n}`)) n += 1;
  return pageElementSchema.parse({ id: `${type}-${n}`, type });
}

/** How an element is named to the user and to screen readers: its name, else its type and position. */
export function elementLabel(element: PageElement, index: number): string {
  return element.name || `${m.types[element.type]} ${index + 1}`;
}
