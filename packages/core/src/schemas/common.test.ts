import { describe, expect, it } from 'vitest';
import { singleLine } from './common.ts';

describe('singleLine', () => {
  it.each([
    ['Erika Muster', 'Erika Muster'],
    ['Erika\r\nBcc: x@y.de', 'Erika Bcc: x@y.de'],
    ['  Haus\n\n\tmeister  ', 'Haus meister'],
    ['a\u2028b\u0085c\u0000d', 'a b c d'],
    ['\r\n', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(singleLine(input)).toBe(expected);
  });
});
