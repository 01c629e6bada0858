import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { ConnectedElement } from '@kontor/core/schemas/images';
import { messages } from '../messages.ts';
import { ImageDeleteQuestion, ImageUsageWarning, placesOf } from './image-usage-warning.tsx';

const textOf = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MantineProvider, null, element))
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const page: ConnectedElement = { type: 'webpage', id: 'w000000001', label: 'Seite: Startseite' };
const article: ConnectedElement = {
  type: 'articles',
  id: 'a000000001',
  label: 'Beitrag: Sommerfest',
};
const logo: ConnectedElement = { type: 'project', id: 'p000000001', label: 'Projektlogo' };

describe('deleting an image in use', () => {
  it("names each element once, though two of its fields hold the image (a page's cover and element)", () => {
    expect(placesOf([page, page, article]).map((p) => p.label)).toEqual([
      'Seite: Startseite',
      'Beitrag: Sommerfest',
    ]);
    // Two pages of the same title are two places.
    expect(placesOf([page, { ...page, id: 'w000000002' }])).toHaveLength(2);
  });

  it('asks the spec question and lists where the image is used', () => {
    const text = textOf(createElement(ImageDeleteQuestion, { elements: [article, logo, page] }));
    expect(text).toContain(messages.deleteConfirm);
    expect(text).toContain(messages.inUse.title);
    expect(text).toContain(messages.inUse.many(3));
    for (const label of ['Beitrag: Sommerfest', 'Projektlogo', 'Seite: Startseite'])
      expect(text).toContain(label);
  });

  it('says nothing more for an image used nowhere', () => {
    expect(textOf(createElement(ImageDeleteQuestion, { elements: [] }))).toBe(
      messages.deleteConfirm,
    );
    expect(textOf(createElement(ImageUsageWarning, { elements: [] }))).toBe('');
  });

  it('uses the singular for one place', () => {
    const text = textOf(createElement(ImageUsageWarning, { elements: [article] }));
    expect(text).toContain(messages.inUse.one);
  });
});
