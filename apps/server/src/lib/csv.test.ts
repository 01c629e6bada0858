import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvHours, csvNumber, textCell } from './csv.ts';

describe('csv', () => {
  it.each([
    // value, cell as written
    ['Anna', 'Anna'],
    ['Müller; Anna', '"Müller; Anna"'],
    ['Anna\tB', '"Anna\tB"'],
    ['Anna "Ann" B', '"Anna ""Ann"" B"'],
    ['Anna\nB', '"Anna\nB"'],
    ['Anna\r\nB', '"Anna\r\nB"'],
    ['Anna\rB', '"Anna\rB"'],
    ["O'Neill", "O'Neill"],
    ['', ''],
  ])('csvCell(%j) → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    // text a user typed, the text a spreadsheet gets (before quoting)
    ['=1+1', "'=1+1"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-Anna', "'-Anna"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\tAnna', "'\tAnna"],
    ['\rAnna', "'\rAnna"],
    [' =1+1', "' =1+1"],
    ['   @x', "'   @x"],
    ['"=1+1"', `'"=1+1"`],
    ['" +1', `'" +1`],
    ['\n=1', "'\n=1"],
    ['\u00a0=1', "'\u00a0=1"],
    ['Anna = Bert', 'Anna = Bert'],
    ['Anna-Lena', 'Anna-Lena'],
    [' Anna', ' Anna'],
    ['"Anna"', '"Anna"'],
    ["'=1", "'=1"],
  ])('textCell(%j) → %j', (value, text) => {
    expect(textCell(value)).toBe(text);
  });

  it('writes BOM, semicolons and CRLF, quoting what needs it', () => {
    expect(
      csvDocument([
        ['a', 'b;c'],
        ['', 'd\ne'],
      ]),
    ).toBe('\uFEFFa;"b;c"\r\n;"d\ne"\r\n');
  });

  it.each([
    [90, '1,50'],
    [-30, '-0,50'],
    [0, '0,00'],
    [600_000, '10000,00'],
  ])('csvHours(%j) → %j', (minutes, text) => {
    expect(csvHours(minutes)).toBe(text);
  });

  it.each([
    [2, '2'],
    [2.5, '2,5'],
    [1234.567, '1234,57'],
  ])('csvNumber(%j) → %j', (value, text) => {
    expect(csvNumber(value)).toBe(text);
  });
});
