import { describe, expect, it } from 'vitest';
import { displayFileName, extensionOf, safeFileName, withExtension } from './safe-file-name.ts';

describe('displayFileName', () => {
  it('keeps what the user named the file, without path or control characters', () => {
    expect(displayFileName('Straße Nord.png')).toBe('Straße Nord.png');
    expect(displayFileName('C:\\Bilder\\Hof\u0000.jpg')).toBe('Hof.jpg');
    expect(displayFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(displayFileName('x'.repeat(300))).toHaveLength(200);
  });

  it('falls back to the safe name when nothing showable is left', () => {
    expect(displayFileName('../..')).toBe(safeFileName('../..'));
    expect(displayFileName('  ')).toBe(safeFileName('  '));
  });
});

describe('safeFileName', () => {
  it.each([
    ['Grüße aus Köln.jpg', 'Gruesse-aus-Koeln.jpg'],
    ['ÄÖÜ äöü ß.PNG', 'AeOeUe-aeoeue-ss.png'],
    ['Straße_Übersicht.pdf', 'Strasse_Uebersicht.pdf'],
    ['GROẞ.txt', 'GROSS.txt'],
    ['Café crème.docx', 'Cafe-creme.docx'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\evil.exe', 'evil.exe'],
    ['C:\\Users\\Anna\\Bild 1.jpeg', 'Bild-1.jpeg'],
    ['/var/www/', 'www'],
    ['..', 'datei'],
    ['../', 'datei'],
    ['', 'datei'],
    ['   ', 'datei'],
    ['.htaccess', 'htaccess'],
    ['.jpg', 'jpg'],
    ['bild.', 'bild'],
    ['a\u0000b\u001fc.png', 'abc.png'],
    ['name\r\nX-Header: 1.txt', 'nameX-Header-1.txt'],
    ['a<b>c:d"e|f?g*h.csv', 'a-b-c-d-e-f-g-h.csv'],
    ['bericht   final---v2.pdf', 'bericht-final-v2.pdf'],
    ['file..name...pdf', 'file.name.pdf'],
    ['CON.txt', 'CON-datei.txt'],
    ['lpt1', 'lpt1-datei'],
    ['日本語.png', 'datei.png'],
    ['emoji 😀 bild.gif', 'emoji-bild.gif'],
    ['archiv.tar.gz', 'archiv.tar.gz'],
    ['bild.J P G', 'bild.jpg'],
    ['x.verylongextensionname', 'x.verylongex'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('limits the length and keeps the extension', () => {
    const name = safeFileName(`${'ä'.repeat(300)}.pdf`);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name.length).toBeLessThanOrEqual(104);
    expect(name.startsWith('aeae')).toBe(true);
  });

  it('only ever returns safe characters and never a traversal', () => {
    const samples = ['../a', 'a/../../b', '\u202Egnp.exe', '%2e%2e%2fetc', 'ü/ö\\ä', '\t.\t'];
    for (const sample of samples) {
      const name = safeFileName(sample);
      expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      expect(name).not.toContain('..');
      expect(name).not.toContain('/');
    }
  });
});

describe('extensions', () => {
  it.each([
    ['bild.png', 'png'],
    ['bild.JPG', 'jpg'],
    ['bild', ''],
    ['a.b.c', 'c'],
  ])('extensionOf(%j) = %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each([
    ['bild.jpeg', ['jpg', 'jpeg'], 'bild.jpeg'],
    ['bild.png', ['jpg', 'jpeg'], 'bild.jpg'],
    ['bild', ['pdf'], 'bild.pdf'],
    ['programm.exe', ['txt'], 'programm.txt'],
  ] as const)('withExtension(%j) = %j', (name, allowed, expected) => {
    expect(withExtension(name, allowed)).toBe(expected);
  });
});
