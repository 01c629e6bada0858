import { describe, expect, it } from 'vitest';
import {
  FILE_KINDS,
  MAX_UPLOAD_BYTES,
  acceptFor,
  imageListQuerySchema,
  imageMessages,
  imageReference,
  normalizePickerValue,
  pickerPreviewRequest,
  thumbnailQuerySchema,
  tooManyFilesMessage,
  updateImageBodySchema,
} from './images.ts';

const A = 'AbCdEfGhIj';
const B = 'KlMnOpQrSt';

describe('normalizePickerValue', () => {
  it.each([
    ['single id, max 1', A, 1, A],
    ['single id, max 10', A, 10, [A]],
    ['list, max 10', [A, B], 10, [A, B]],
    ['list, max 1 takes the first', [A, B], 1, A],
    ['list capped at max', [A, B], 1, A],
    ['list capped at max 2 of 3', [A, B, 'ZzZzZzZzZz'], 2, [A, B]],
    ['duplicates removed', [A, A, B], 10, [A, B]],
    ['invalid later entries dropped', [A, 'short', 42, B], 10, [A, B]],
    ['list with invalid first entry is empty', ['short', A], 10, []],
    ['nine characters is empty', 'AbCdEfGhI', 10, []],
    ['eleven characters is empty', 'AbCdEfGhIjK', 1, null],
    ['a file path is empty', 'uploads/bild.png', 1, null],
    ['undefined, max 1', undefined, 1, null],
    ['null, max 5', null, 5, []],
    ['number', 1234567890, 1, null],
    ['object', { id: A }, 3, []],
    ['empty list', [], 3, []],
  ] as const)('%s', (_label, value, max, expected) => {
    expect(normalizePickerValue(value, max)).toEqual(expected);
  });
});

describe('imageReference', () => {
  it('treats exactly 10 characters as an image id and anything else as a path', () => {
    expect(imageReference(A)).toEqual({ type: 'image', id: A });
    expect(imageReference('p/x-bild.png')).toEqual({ type: 'path', path: 'p/x-bild.png' });
    expect(imageReference('AbCdEfGhI')).toEqual({ type: 'path', path: 'AbCdEfGhI' });
  });
});

describe('image schemas', () => {
  it('defaults the list to page 1 with 10 rows and accepts only the spec page sizes', () => {
    expect(imageListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(imageListQuerySchema.parse({ pageSize: '50', search: ' Sommer ' })).toEqual({
      page: 1,
      pageSize: 50,
      search: 'Sommer',
    });
    expect(imageListQuerySchema.safeParse({ pageSize: '25' }).success).toBe(false);
  });

  it('requires a width or a height for thumbnails and reads crop flags', () => {
    expect(thumbnailQuerySchema.safeParse({}).success).toBe(false);
    expect(thumbnailQuerySchema.parse({ w: '256' })).toEqual({ w: 256, crop: false });
    expect(thumbnailQuerySchema.parse({ w: '128', h: '72', crop: '1' })).toEqual({
      w: 128,
      h: 72,
      crop: true,
    });
  });

  it('rejects a blank image name with the German message', () => {
    const result = updateImageBodySchema.safeParse({ version: 0, name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(imageMessages.nameRequired);
  });
});

describe('limits and kinds', () => {
  it('allows 20 MB per file', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(imageMessages.tooLarge).toBe('Die Datei ist zu groß (höchstens 20 MB).');
    expect(tooManyFilesMessage(20)).toContain('20');
  });

  it('lets image uploads accept only jpeg, png, gif and webp', () => {
    expect(Object.keys(acceptFor('image')).sort()).toEqual([
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(acceptFor('document')['application/msword']).toEqual(['.doc']);
    expect(FILE_KINDS.file).toContain('svg');
    expect(FILE_KINDS.image).not.toContain('svg');
  });
});

describe('pickerPreviewRequest', () => {
  it.each([
    ['sm', { w: 128, h: 72, crop: true }],
    ['md', { w: 256, h: 144, crop: true }],
    ['lg', { w: 512, h: 288, crop: true }],
    ['xl', { w: 1024, h: 576, crop: true }],
  ] as const)('%s is requested at twice its size', (size, expected) => {
    expect(pickerPreviewRequest(size)).toEqual(expected);
  });
});
