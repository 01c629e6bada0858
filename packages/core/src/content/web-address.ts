import { z } from 'zod';
import { contentMessages } from './messages.ts';

/** Longest address any stored link may have. */
export const MAX_URL_LENGTH = 2000;

/**
 * The address of a file stored by Kontor (documents.service.ts builds it). A website shows it
 * as a path of its own origin, so it is the only relative address a link may hold.
 */
const OWN_FILE_PATH = /^\/api\/projects\/[A-Za-z0-9_-]+\/documents\/[A-Za-z0-9_-]+\/file$/;

/**
 * An absolute http(s) address with a host. Refused: other schemes (javascript:, data:, ftp:),
 * protocol-relative '//host' (it takes the scheme of the page showing it), backslash tricks
 * ('http:\\host', which browsers read as '//'), spaces and control characters.
 */
export function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false;
  // The literal 'http(s)://' and a host character: URL() itself would accept 'http:host'.
  if (!/^https?:\/\/[^/\\?#@\s]/i.test(value)) return false;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isOwnFilePath(value: string): boolean {
  return OWN_FILE_PATH.test(value);
}

/**
 * The one validator of every link a content declaration stores (place links, custom 'url'
 * fields, the deploy hook): trimmed, http(s) only, the German field message otherwise.
 */
export function httpUrlSchema(message: string = contentMessages.url) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => isHttpUrl(value), message);
}

/** A file's address: a file Kontor stores, or an external http(s) address. */
export function fileAddressSchema(message: string = contentMessages.url) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => isOwnFilePath(value) || isHttpUrl(value), message);
}
