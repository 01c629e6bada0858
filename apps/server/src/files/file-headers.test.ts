import { describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE_CONTROL,
  UNTRUSTED_DOCUMENT_CSP,
  contentDisposition,
  isNotModified,
  originalFileHeaders,
  thumbnailHeaders,
} from './file-headers.ts';

const file = (contentType: string, name: string) => ({
  contentType,
  size: 10,
  etag: '"abc"',
  name,
});

describe('thumbnailHeaders', () => {
  it('caches content-addressed thumbnails for a year and others only with revalidation', () => {
    expect(thumbnailHeaders({ etag: '"t"', size: 5 }, { immutable: true })).toEqual({
      'Content-Type': 'image/webp',
      'Content-Length': '5',
      ETag: '"t"',
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(thumbnailHeaders({ etag: '"t"', size: 5 }, { immutable: false })['Cache-Control']).toBe(
      'private, no-cache',
    );
  });
});

describe('originalFileHeaders', () => {
  it('shows images and PDFs inline without a sandbox', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf']) {
      const headers = originalFileHeaders(file(type, 'a.x'), { immutable: true });
      expect(headers['Content-Disposition']).toMatch(/^inline;/);
      expect(headers['Content-Security-Policy']).toBeUndefined();
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Cache-Control']).toBe(IMMUTABLE_CACHE_CONTROL);
    }
  });

  it('sandboxes SVG so its scripts cannot run', () => {
    const headers = originalFileHeaders(file('image/svg+xml', 'logo.svg'), { immutable: false });
    expect(headers['Content-Security-Policy']).toBe(UNTRUSTED_DOCUMENT_CSP);
    expect(headers['Content-Security-Policy']).toContain('sandbox');
    expect(headers['Content-Security-Policy']).toContain("default-src 'none'");
    expect(headers['Content-Disposition']).toMatch(/^inline;/);
  });

  it('sandboxes HTML and only offers it as a download', () => {
    const headers = originalFileHeaders(file('text/html', 'seite.html'), { immutable: false });
    expect(headers['Content-Security-Policy']).toBe(UNTRUSTED_DOCUMENT_CSP);
    expect(headers['Content-Disposition']).toBe(
      `attachment; filename="seite.html"; filename*=UTF-8''seite.html`,
    );
  });

  it('downloads Office files and honours an explicit download', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(
      originalFileHeaders(file(docx, 'a.docx'), { immutable: true })['Content-Disposition'],
    ).toMatch(/^attachment;/);
    expect(
      originalFileHeaders(file('image/png', 'a.png'), { immutable: true, download: true })[
        'Content-Disposition'
      ],
    ).toMatch(/^attachment;/);
  });

  it('never repeats a parameter from the stored content type', () => {
    expect(
      originalFileHeaders(file('Text/Plain; charset=x', 'a.txt'), { immutable: true })[
        'Content-Type'
      ],
    ).toBe('text/plain');
  });
});

describe('contentDisposition', () => {
  it('escapes quotes and non-ASCII in the fallback and encodes the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Grüße "x".pdf')).toBe(
      `attachment; filename="Gr__e _x_.pdf"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%22x%22.pdf`,
    );
  });
});

describe('isNotModified', () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"x"', '"abc"', false],
    [undefined, '"abc"', false],
    ['"abc"', '', false],
  ])('If-None-Match %j against %j → %s', (header, etag, expected) => {
    expect(isNotModified(header, etag)).toBe(expected);
  });
});
