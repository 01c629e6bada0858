import { describe, expect, it } from 'vitest';
import { pagePathFromTitle, pagePathSchema } from './website.ts';

describe("'Neue Seite' proposes the path from the title", () => {
  it.each([
    ['Über uns', '/ueber-uns'],
    ['Jugend & Training', '/jugend-training'],
    ['  Straße der Vereine 2026 ', '/strasse-der-vereine-2026'],
    ['Łukasz’ Café', '/lukasz-cafe'],
    ['Yılmaz Søren', '/yilmaz-soren'],
    ['', '/'],
    ['!!!', '/'],
  ])('%j → %s', (title, path) => {
    expect(pagePathFromTitle(title)).toBe(path);
    expect(pagePathSchema.safeParse(path).success).toBe(true);
  });

  it('stays a valid path for a very long title', () => {
    const path = pagePathFromTitle('Sehr langer Titel '.repeat(40));
    expect(path.length).toBeLessThanOrEqual(121);
    expect(pagePathSchema.safeParse(path).success).toBe(true);
  });
});
