import { MAX_UPLOAD_BYTES, type UploadedFile } from '@kontor/core/schemas/images';
import { isRecordId, newId } from '@kontor/core/ids';
import type sharp from 'sharp';
import { detectFileType } from './detect-file-type.ts';
import { loadSharp } from './load-sharp.ts';
import { FileRejectedError } from './file-errors.ts';
import { fileKey } from './file-keys.ts';
import {
  extensionsOf,
  isAllowedFor,
  isRasterImage,
  mimeOf,
  type FileKind,
  type FileTypeName,
} from './file-kinds.ts';
import { displayFileName, safeFileName, withExtension } from './safe-file-name.ts';
import type { FileStorage } from './storage.ts';

/** Larger than any phone camera (108 MP) but far below what would exhaust memory when decoded. */
export const MAX_INPUT_PIXELS = 120_000_000;

export interface ProcessUploadInput {
  storage: FileStorage;
  /** The upload body, e.g. the file stream of a multipart part. */
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  /** The name the client sent; only used to build the stored name. */
  fileName: string;
  kind: FileKind;
  projectId: string;
  maxBytes?: number;
}

export interface ProcessedUpload {
  id: string;
  key: string;
  /** Safe display and download name, extension matching the content. */
  name: string;
  /** The client's file name without any path, umlauts kept (default name of an image). */
  originalName: string;
  type: FileTypeName;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
}

/**
 * `limits` for @fastify/multipart: busboy stops one byte past the limit, so processUpload's own
 * check fires and answers with the German message rather than the plugin's generic error.
 */
export function multipartLimits(maxFiles: number, maxBytes = MAX_UPLOAD_BYTES) {
  return { fileSize: maxBytes + 1, files: maxFiles, fields: 20, parts: maxFiles + 20 };
}

/** Reads the whole body but stops at the first byte beyond the limit. */
export async function readLimited(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    // Leaving the loop early destroys the source stream, so the rest is never read.
    if (total > maxBytes) throw new FileRejectedError('too-large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks, total);
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes an image in its own format: the EXIF orientation is applied to the pixels
 * first, then everything else (EXIF with GPS, XMP, IPTC, ICC profile) is left out, because sharp
 * writes no metadata unless asked to. Animated GIF and WebP keep their frames and timing.
 */
export async function reencodeImage(bytes: Buffer, type: FileTypeName): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const input = sharp(bytes, {
    animated: type === 'gif' || type === 'webp',
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
  });
  const meta = await input.metadata();
  const animated = (meta.pages ?? 1) > 1;
  const oriented = animated ? input : input.rotate();
  let output: sharp.Sharp;
  switch (type) {
    case 'jpeg':
      output = oriented.jpeg({ quality: 88 });
      break;
    case 'png':
      output = oriented.png({ compressionLevel: 6, palette: meta.isPalette === true });
      break;
    case 'gif':
      output = oriented.gif({ loop: meta.loop, delay: meta.delay });
      break;
    case 'webp':
      output = oriented.webp({ quality: 88, loop: meta.loop, delay: meta.delay });
      break;
    default:
      throw new Error(`Not a raster image type: ${type}`);
  }
  const data = await output.toBuffer();
  const result = await sharp(data, { animated: true }).metadata();
  return { data, width: result.width, height: result.pageHeight ?? result.height };
}

/** An upload read (within its size limit) and typed from its bytes, not yet processed or stored. */
export interface InspectedUpload {
  bytes: Buffer;
  type: FileTypeName;
  /** The name the client sent. */
  fileName: string;
  /** The safe name it will be stored under, extension matching the content. */
  name: string;
}

/**
 * Reads an upload, enforcing the size limit while reading, and decides its type from the bytes.
 * Throws FileRejectedError for an empty file or a type the kind does not allow. Nothing is
 * decoded or stored, so a caller can still refuse the request at no further cost.
 */
export async function inspectUpload(
  input: Omit<ProcessUploadInput, 'storage' | 'projectId'>,
): Promise<InspectedUpload> {
  const bytes = await readLimited(input.source, input.maxBytes ?? MAX_UPLOAD_BYTES);
  if (bytes.length === 0) throw new FileRejectedError('empty');
  const type = await detectFileType(bytes, input.fileName);
  if (!type || !isAllowedFor(input.kind, type)) throw new FileRejectedError('unsupported');
  const name = withExtension(safeFileName(input.fileName), extensionsOf(type));
  return { bytes, type, fileName: input.fileName, name };
}

/**
 * Stores an inspected upload: images are re-encoded without their metadata, the result goes to
 * `<projectId>/<id>-<safe name>`. Throws FileRejectedError when an image cannot be decoded.
 */
export async function storeUpload(
  storage: FileStorage,
  projectId: string,
  upload: InspectedUpload,
): Promise<ProcessedUpload> {
  if (!isRecordId(projectId)) throw new Error('projectId must be a record id');
  const { type, fileName, name } = upload;
  let data = upload.bytes;
  let dimensions: { width?: number; height?: number } = {};
  if (isRasterImage(type)) {
    try {
      const image = await reencodeImage(upload.bytes, type);
      data = image.data;
      dimensions = { width: image.width, height: image.height };
    } catch (error) {
      // Right magic bytes but not a decodable image (truncated, crafted, too many pixels).
      throw new FileRejectedError('unsupported', { cause: error });
    }
  }

  const id = newId();
  const key = fileKey(projectId, id, name);
  const contentType = mimeOf(type);
  const stored = await storage.put(key, data, { contentType });
  return {
    id,
    key,
    name,
    originalName: displayFileName(fileName),
    type,
    contentType,
    size: stored.size,
    ...dimensions,
  };
}

/**
 * Turns an upload into a stored file (inspectUpload, then storeUpload): size limit, type from the
 * bytes, images re-encoded without their metadata. Throws FileRejectedError for anything the user
 * must fix; on any failure nothing is left in storage.
 */
export async function processUpload(input: ProcessUploadInput): Promise<ProcessedUpload> {
  if (!isRecordId(input.projectId)) throw new Error('projectId must be a record id');
  return storeUpload(input.storage, input.projectId, await inspectUpload(input));
}

/**
 * Runs `save` (typically the database insert of the records) for stored uploads and deletes the
 * files again if it fails, so a failed request leaves no orphan in storage.
 */
export async function commitUpload<T>(
  storage: FileStorage,
  uploads: Pick<ProcessedUpload, 'key'> | readonly Pick<ProcessedUpload, 'key'>[],
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await discardUploads(storage, 'key' in uploads ? [uploads] : uploads);
    throw error;
  }
}

/** Deletes fresh uploads again (they have no thumbnails yet); errors are ignored. */
export async function discardUploads(
  storage: FileStorage,
  uploads: readonly Pick<ProcessedUpload, 'key'>[],
): Promise<void> {
  await Promise.all(uploads.map((upload) => storage.delete(upload.key).catch(() => undefined)));
}

/** The response shape of one stored file (`uploadedFileSchema` in core). */
export function toUploadedFile(upload: ProcessedUpload): UploadedFile {
  return {
    id: upload.id,
    path: upload.key,
    name: upload.name,
    contentType: upload.contentType,
    size: upload.size,
    width: upload.width ?? null,
    height: upload.height ?? null,
  };
}
