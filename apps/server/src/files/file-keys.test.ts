import { describe, expect, it } from 'vitest';
import { fileKey, isKeyOfProject } from './file-keys.ts';
import { InvalidKeyError } from './storage.ts';

const P = 'Proj000001';
const Q = 'Proj000002';
const F = 'File000001';

describe('fileKey', () => {
  it('puts the file in its project folder', () => {
    expect(fileKey(P, F, 'Bild.jpg')).toBe(`${P}/${F}-Bild.jpg`);
  });

  it('refuses ids that are not record ids and unsafe names', () => {
    expect(() => fileKey('thumbs', F, 'a.jpg')).toThrow();
    expect(() => fileKey(P, 'kurz', 'a.jpg')).toThrow();
    expect(() => fileKey(P, F, '../a.jpg')).toThrow(InvalidKeyError);
  });
});

describe('isKeyOfProject', () => {
  it.each([
    [`${P}/${F}-Bild.jpg`, true],
    [`${Q}/${F}-Bild.jpg`, false],
    [`${P}/../${Q}/${F}-Bild.jpg`, false],
    [`${P}/sub/${F}-Bild.jpg`, false],
    [`thumbs/${P}/${F}-Bild.jpg/256xauto.webp`, false],
    [`/${P}/${F}-Bild.jpg`, false],
    [`${P}/`, false],
    [P, false],
    [`${P}/.meta`, false],
  ])('%j → %s', (key, expected) => {
    expect(isKeyOfProject(key, P)).toBe(expected);
  });
});
