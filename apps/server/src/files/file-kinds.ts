import {
  ACCEPTED_FILE_TYPES,
  FILE_KINDS,
  type FileKind,
  type FileTypeName,
} from '@kontor/core/schemas/images';

export type { FileKind, FileTypeName };

/** Raster images the server re-encodes and can make thumbnails of. */
export const RASTER_IMAGE_TYPES: readonly FileTypeName[] = ['jpeg', 'png', 'gif', 'webp'];

export function isAllowedFor(kind: FileKind, type: FileTypeName): boolean {
  return (FILE_KINDS[kind] as readonly FileTypeName[]).includes(type);
}

export function isRasterImage(type: FileTypeName): boolean {
  return RASTER_IMAGE_TYPES.includes(type);
}

export function mimeOf(type: FileTypeName): string {
  return ACCEPTED_FILE_TYPES[type].mime;
}

export function extensionsOf(type: FileTypeName): readonly [string, ...string[]] {
  return ACCEPTED_FILE_TYPES[type].extensions;
}

export function typeOfMime(mime: string): FileTypeName | undefined {
  const bare = mime.split(';')[0]!.trim().toLowerCase();
  return (Object.keys(ACCEPTED_FILE_TYPES) as FileTypeName[]).find(
    (name) => ACCEPTED_FILE_TYPES[name].mime === bare,
  );
}
