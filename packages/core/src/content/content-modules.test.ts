import { describe, expect, it } from 'vitest';
import { CONTENT_MODULES } from './content-modules.ts';
import { CONTENT_TYPES } from './content-types.ts';

describe('content modules', () => {
  it('lists every declared content type with its module, in the same order', () => {
    expect(CONTENT_MODULES).toEqual(CONTENT_TYPES.map(({ type, module }) => ({ type, module })));
  });
});
