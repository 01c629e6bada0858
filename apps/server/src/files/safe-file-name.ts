const GERMAN: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_BASE_LENGTH = 100;
const MAX_EXTENSION_LENGTH = 10;
export const FALLBACK_BASE_NAME = 'datei';

function transliterate(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[äöüÄÖÜßẞ]/g, (char) => GERMAN[char] ?? char)
      // Other accents lose their mark (é → e) rather than the whole letter.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
  );
}

function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+|[-._]+$/g, '');
}

/**
 * A name that is safe as a path segment and a download name: only the last path part of the input,
 * umlauts and ß spelled out (spec), ASCII letters, digits, '-', '_' and '.', the extension kept in
 * lower case, never empty, never hidden, never a Windows device name.
 */
export function safeFileName(input: string): string {
  const lastPart =
    input
      .split(/[/\\]/)
      .filter((part) => part.trim() !== '')
      .pop() ?? '';
  const clean = transliterate(lastPart).replace(/[\p{C}]/gu, '');
  const dot = clean.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < clean.length - 1;
  const extension = hasExtension
    ? slug(clean.slice(dot + 1))
        .replace(/[^A-Za-z0-9]/g, '')
        .toLowerCase()
        .slice(0, MAX_EXTENSION_LENGTH)
    : '';
  let base = slug(hasExtension ? clean.slice(0, dot) : clean)
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[-._]+$/, '');
  if (base === '' || WINDOWS_RESERVED.test(base))
    base = base === '' ? FALLBACK_BASE_NAME : `${base}-datei`;
  return extension ? `${base}.${extension}` : base;
}

/** The extension of a (safe) file name, lower case, without the dot; '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Keeps the name's extension if it is one the type allows, else puts the type's own one. */
export function withExtension(name: string, allowed: readonly [string, ...string[]]): string {
  const extension = extensionOf(name);
  if (allowed.includes(extension)) return name;
  const base = extension ? name.slice(0, name.length - extension.length - 1) : name;
  return `${base}.${allowed[0]}`;
}

/**
 * The name a user gave the file, for showing (image names): the last path part without control
 * characters, umlauts kept, at most 200 characters; the safe name when nothing is left.
 */
export function displayFileName(input: string): string {
  const lastPart = input.split(/[/\\]/).pop() ?? '';
  const clean = lastPart
    .replace(/[\p{C}]/gu, '')
    .trim()
    .slice(0, 200)
    .trim();
  return clean === '' || /^\.+$/.test(clean) ? safeFileName(input) : clean;
}
