import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './images-api.ts';

describe('thumbnailUrl', () => {
  it('fills the documented thumbnail route with the size and the crop flag', () => {
    expect(thumbnailUrl('p 1', 'i', { w: 256, h: 128, crop: true })).toBe(
      '/api/projects/p%201/images/i/thumbnail?w=256&h=128&crop=true',
    );
    expect(thumbnailUrl('p', 'i', { h: 64, crop: false })).toBe(
      '/api/projects/p/images/i/thumbnail?h=64',
    );
  });
});
