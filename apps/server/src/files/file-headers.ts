import { ACCEPTED_FILE_TYPES } from '@kontor/core/schemas/images';

// Private: every file is served only to members of its project, never from a shared cache.
export const IMMUTABLE_CACHE_CONTROL = 'private, max-age=31536000, immutable';
/** Without a version in the URL the client must ask again, answered 304 by ETag. */
export const REVALIDATE_CACHE_CONTROL = 'private, no-cache';

/** Scripts in an uploaded SVG or HTML file must never run in the app's origin. */
export const UNTRUSTED_DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const ACTIVE_TYPES = new Set<string>([ACCEPTED_FILE_TYPES.svg.mime, ACCEPTED_FILE_TYPES.html.mime]);
const INLINE_TYPES = new Set<string>([
  ACCEPTED_FILE_TYPES.jpeg.mime,
  ACCEPTED_FILE_TYPES.png.mime,
  ACCEPTED_FILE_TYPES.gif.mime,
  ACCEPTED_FILE_TYPES.webp.mime,
  ACCEPTED_FILE_TYPES.svg.mime,
  ACCEPTED_FILE_TYPES.pdf.mime,
  ACCEPTED_FILE_TYPES.text.mime,
  ACCEPTED_FILE_TYPES.csv.mime,
]);

export interface CacheOptions {
  /** The URL names this exact content (e.g. carries its ETag), so it may be cached for good. */
  immutable: boolean;
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function thumbnailHeaders(
  thumbnail: { etag: string; size: number },
  options: CacheOptions,
): Record<string, string> {
  return {
    'Content-Type': 'image/webp',
    'Content-Length': String(thumbnail.size),
    ETag: thumbnail.etag,
    'Cache-Control': options.immutable ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Headers for serving an uploaded file as stored. The browser must not guess another type; SVG and
 * HTML get a sandboxing policy, and HTML is only ever downloaded, never shown in the app's origin.
 */
export function originalFileHeaders(
  file: { contentType: string; size: number; etag: string; name: string },
  options: CacheOptions & { download?: boolean },
): Record<string, string> {
  const contentType = file.contentType.split(';')[0]!.trim().toLowerCase();
  const inline =
    !options.download &&
    INLINE_TYPES.has(contentType) &&
    contentType !== ACCEPTED_FILE_TYPES.html.mime;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(file.size),
    ETag: file.etag,
    'Cache-Control': options.immutable ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
  };
  if (ACTIVE_TYPES.has(contentType) || !INLINE_TYPES.has(contentType)) {
    headers['Content-Security-Policy'] = UNTRUSTED_DOCUMENT_CSP;
  }
  return headers;
}

/** If-None-Match handling for 304 answers (weak comparison, lists and '*'). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
