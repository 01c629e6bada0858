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

/** The list with the element `from` moved to position `to` (both indexes). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(to, 0, item);
  return next;
}
