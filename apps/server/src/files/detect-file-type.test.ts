import { describe, expect, it } from 'vitest';
import { detectFileType, isText } from './detect-file-type.ts';
import {
  EXECUTABLES,
  MINIMAL_PDF,
  compoundFile,
  officeOpenXml,
  testImage,
} from './test-fixtures.ts';

describe('detectFileType from bytes', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)('recognises a real %s image', async (format) => {
    expect(await detectFileType(await testImage(format), 'bild.dat')).toBe(format);
  });

  it('believes the bytes, not the name', async () => {
    expect(await detectFileType(await testImage('jpeg'), 'bild.png')).toBe('jpeg');
    expect(await detectFileType(MINIMAL_PDF, 'rechnung.docx')).toBe('pdf');
  });

  it.each(['docx', 'xlsx', 'pptx'] as const)('recognises an Office Open XML %s', async (kind) => {
    expect(await detectFileType(officeOpenXml(kind), 'datei.zip')).toBe(kind);
  });

  it('refuses macro-enabled Office files', async () => {
    expect(await detectFileType(officeOpenXml('docm'), 'brief.docx')).toBeUndefined();
  });

  it.each([
    ['WordDocument', 'doc'],
    ['Workbook', 'xls'],
    ['PowerPoint Document', 'ppt'],
  ])('tells a %s compound file apart as %s', async (stream, type) => {
    expect(await detectFileType(compoundFile(stream), 'alt.bin')).toBe(type);
  });

  it('refuses other compound files such as installers', async () => {
    expect(
      await detectFileType(compoundFile('\u0005SummaryInformation'), 'setup.doc'),
    ).toBeUndefined();
  });

  it.each(Object.entries(EXECUTABLES))('refuses a renamed %s executable', async (_name, bytes) => {
    expect(await detectFileType(bytes, 'urlaub.png')).toBeUndefined();
    expect(await detectFileType(bytes, 'notizen.txt')).toBeUndefined();
  });

  it('refuses an archive and an empty file', async () => {
    expect(
      await detectFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(100)]), 'a.docx'),
    ).toBeUndefined();
    expect(await detectFileType(Buffer.alloc(0), 'leer.txt')).toBeUndefined();
  });
});

describe('text formats, decided by content', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.png', 'svg'],
    ['\ufeff<?xml version="1.0"?>\n<!-- made by hand -->\n<svg width="1"></svg>', 'x.txt', 'svg'],
    [
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>',
      'x',
      'svg',
    ],
    ['<!DOCTYPE html><html><body>Hallo</body></html>', 'seite.txt', 'html'],
    ['  <html lang="de"><script>alert(1)</script></html>', 'bild.svg', 'html'],
    ['<!-- x --><HEAD><title>t</title></HEAD>', 'a.csv', 'html'],
    ['Name;Straße\nMüller;Hauptstr. 1\n', 'liste.csv', 'csv'],
    ['Name;Straße\nMüller;Hauptstr. 1\n', 'liste.txt', 'text'],
    ['<p>Fragment</p>', 'teil.html', 'html'],
    ['<p>Fragment</p>', 'teil.svg', 'text'],
    ['<?xml version="1.0"?><note/>', 'n.xml', 'text'],
    ['Nur Text', 'readme', 'text'],
  ])('%j named %j is %s', async (content, name, type) => {
    expect(await detectFileType(Buffer.from(content), name)).toBe(type);
  });

  it('accepts Windows-1252 text and refuses control bytes', async () => {
    const latin1 = Buffer.from('Stra\xdfe;M\xfcller\r\n', 'latin1');
    expect(isText(latin1)).toBe(true);
    expect(await detectFileType(latin1, 'export.csv')).toBe('csv');
    expect(isText(Buffer.from('abc\u0000def'))).toBe(false);
    expect(isText(Buffer.from('abc\u001bdef'))).toBe(false);
    expect(await detectFileType(Buffer.from('a,b\u0001\n'), 'x.csv')).toBeUndefined();
  });
});
