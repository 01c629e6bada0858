import { describe, expect, it } from 'vitest';
import { HEX_COLOUR_MESSAGE, hexColour, optionalHexColour } from './hex-colour.ts';

describe('colour fields', () => {
  it.each([
    ['#1c7ed6', true, true],
    [' #ABCDEF ', true, true],
    ['', false, true],
    ['   ', false, true],
    ['blau', false, false],
    ['#12345', false, false],
    ['#1234567', false, false],
    ['rgb(1, 2, 3)', false, false],
    [null, false, false],
    [42, false, false],
  ])('%j: required %s, optional %s', (value, required, optional) => {
    expect(hexColour.safeParse(value).success).toBe(required);
    expect(optionalHexColour.safeParse(value).success).toBe(optional);
  });

  it('refuses in German', () => {
    expect(optionalHexColour.safeParse('blau').error?.issues[0]?.message).toBe(HEX_COLOUR_MESSAGE);
    expect(hexColour.safeParse(null).error?.issues[0]?.message).toBe(HEX_COLOUR_MESSAGE);
  });
});
