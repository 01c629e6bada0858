import { THUMBNAIL_MAX_SIZE, THUMBNAIL_MIN_SIZE } from '@kontor/core/schemas/images';
import { Readable } from 'node:stream';
import { FileRejectedError } from './file-errors.ts';
import { isRasterImage, typeOfMime } from './file-kinds.ts';
import { loadSharp } from './load-sharp.ts';
import { MAX_INPUT_PIXELS } from './process-upload.ts';
import { deletePrefix, readAll, type FileStorage } from './storage.ts';

export interface ThumbnailRequest {
  width?: number;
  height?: number;
  /** Fill the box exactly, cutting off what does not fit; else fit inside it. */
  crop?: boolean;
}

export interface ThumbnailSize {
  width: number | null;
  height: number | null;
  crop: boolean;
}

export interface Thumbnail {
  key: string;
  body: Readable;
  size: number;
  contentType: 'image/webp';
  etag: string;
  /** True when this request had to render it. */
  generated: boolean;
}

export type ThumbnailRenderer = (source: Buffer, size: ThumbnailSize) => Promise<Buffer>;

export const THUMBNAIL_PREFIX = 'thumbs/';
/** Sizes snap up to multiples of 8, so arbitrary widths cannot fill the cache with variants. */
const STEP = 8;

function snap(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  const clamped = Math.min(THUMBNAIL_MAX_SIZE, Math.max(THUMBNAIL_MIN_SIZE, value));
  return Math.min(THUMBNAIL_MAX_SIZE, Math.ceil(clamped / STEP) * STEP);
}

export function normalizeThumbnailSize(request: ThumbnailRequest): ThumbnailSize {
  const width = snap(request.width);
  const height = snap(request.height);
  if (width === null && height === null)
    throw new RangeError('A thumbnail needs a width or height');
  return { width, height, crop: request.crop === true && width !== null && height !== null };
}

export function thumbnailKey(sourceKey: string, size: ThumbnailSize): string {
  const box = `${size.width ?? 'auto'}x${size.height ?? 'auto'}${size.crop ? '-crop' : ''}`;
  return `${THUMBNAIL_PREFIX}${sourceKey}/${box}.webp`;
}

export const renderThumbnail: ThumbnailRenderer = async (source, size) =>
  (await loadSharp())(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: size.width ?? undefined,
      height: size.height ?? undefined,
      fit: size.crop ? 'cover' : 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer();

// Concurrent requests for the same missing thumbnail share one rendering in this process.
const inFlight = new Map<string, Promise<{ data: Buffer; etag: string }>>();

async function generate(
  storage: FileStorage,
  sourceKey: string,
  key: string,
  size: ThumbnailSize,
  render: ThumbnailRenderer,
): Promise<{ data: Buffer; etag: string } | null> {
  const source = await storage.get(sourceKey);
  if (!source) return null;
  const type = typeOfMime(source.contentType);
  if (!type || !isRasterImage(type)) {
    source.body.destroy();
    throw new FileRejectedError('unsupported');
  }
  const data = await render(await readAll(source.body), size);
  const stored = await storage.put(key, data, { contentType: 'image/webp' });
  return { data, etag: stored.etag };
}

/**
 * The image under `sourceKey` scaled to the requested box as WebP. Rendered with sharp on the
 * first request and kept in storage under `thumbs/<sourceKey>/`, so every server instance reuses
 * it. Null when the source does not exist; FileRejectedError when it is not a raster image.
 */
export async function getThumbnail(
  storage: FileStorage,
  sourceKey: string,
  request: ThumbnailRequest,
  options: { render?: ThumbnailRenderer } = {},
): Promise<Thumbnail | null> {
  const size = normalizeThumbnailSize(request);
  const key = thumbnailKey(sourceKey, size);
  const cached = await storage.get(key);
  if (cached) {
    return {
      key,
      body: cached.body,
      size: cached.size,
      contentType: 'image/webp',
      etag: cached.etag,
      generated: false,
    };
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = generate(storage, sourceKey, key, size, options.render ?? renderThumbnail).then(
      (result) => result ?? Promise.reject(new SourceMissing()),
    );
    inFlight.set(key, pending);
    void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
  }
  try {
    const { data, etag } = await pending;
    return {
      key,
      body: Readable.from([data]),
      size: data.length,
      contentType: 'image/webp',
      etag,
      generated: true,
    };
  } catch (error) {
    if (error instanceof SourceMissing) return null;
    throw error;
  }
}

class SourceMissing extends Error {}

/** Deleting a file record deletes its file and every thumbnail made of it. */
export async function deleteFileAndThumbnails(storage: FileStorage, key: string): Promise<void> {
  await deletePrefix(storage, `${THUMBNAIL_PREFIX}${key}/`);
  await storage.delete(key);
}
