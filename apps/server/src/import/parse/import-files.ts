import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES, TILE_THUMBNAIL_WIDTH } from '@kontor/core/schemas/images';
import { FileRejectedError } from '../../files/file-errors.ts';
import { fileKey } from '../../files/file-keys.ts';
import { isRasterImage, mimeOf } from '../../files/file-kinds.ts';
import { inspectUpload, storeUpload } from '../../files/process-upload.ts';
import type { FileStorage } from '../../files/storage.ts';
import { getThumbnail } from '../../files/thumbnails.ts';
import type { ImportedFile, ParseFile } from './contract.ts';
import { importMessages } from './import-messages.ts';
import type { ParseReader } from './parse-reader.ts';

/** Parse stores a file as `<32 hex>_<name the user uploaded>`; the report and Kontor show the latter. */
function uploadedName(name: string): string {
  return name.replace(/^[0-9a-f]{32}_/i, '') || name;
}

/** A Parse file's URL, or an old image path relative to the server URL. */
function addressOf(file: ParseFile | string, serverUrl: string): { url: string; name: string } {
  if (typeof file !== 'string') return { url: file.url, name: uploadedName(file.name) };
  const url = new URL(file, `${serverUrl}/`).href;
  return { url, name: uploadedName(decodeURIComponent(url.split('/').at(-1) ?? 'datei')) };
}

export type FileFetcher = (
  file: ParseFile | string,
  projectId: string,
) => Promise<{ file: ImportedFile } | { failure: string; url: string }>;

/**
 * Downloads a source file (through the reader: exactly the source's host) and stores it like an
 * upload: type from the bytes, images re-encoded without metadata and their tile thumbnail
 * rendered now, so a gallery of thousands of imported images does not render them on first view.
 * `sha256` is the checksum of the bytes as the source served them. A dry run downloads and
 * checks but stores nothing (the fileKey it answers names no stored object).
 */
export function fileFetcher(
  reader: ParseReader,
  storage: FileStorage,
  dryRun: boolean,
): FileFetcher {
  return async (file, projectId) => {
    const { url, name } = addressOf(file, reader.serverUrl);
    let bytes: Buffer;
    try {
      const answer = await reader.download(url, MAX_UPLOAD_BYTES);
      if (answer.status !== 200) {
        return { url, failure: importMessages.fileStatus(answer.status) };
      }
      bytes = answer.body;
    } catch (error) {
      return { url, failure: error instanceof Error ? error.message : String(error) };
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    try {
      const inspected = await inspectUpload({ source: [bytes], fileName: name, kind: 'file' });
      if (dryRun) {
        return {
          file: {
            fileKey: fileKey(projectId, 'dryrun0000', inspected.name),
            fileName: inspected.name,
            contentType: mimeOf(inspected.type),
            size: bytes.length,
            sha256,
          },
        };
      }
      const stored = await storeUpload(storage, projectId, inspected);
      if (isRasterImage(stored.type)) {
        const thumbnail = await getThumbnail(storage, stored.key, { width: TILE_THUMBNAIL_WIDTH });
        thumbnail?.body.destroy();
      }
      return {
        file: {
          fileKey: stored.key,
          fileName: stored.name,
          contentType: stored.contentType,
          size: stored.size,
          ...(stored.width !== undefined && { width: stored.width }),
          ...(stored.height !== undefined && { height: stored.height }),
          sha256,
        },
      };
    } catch (error) {
      if (error instanceof FileRejectedError) {
        const failure =
          error.reason === 'too-large' ? importMessages.fileTooLarge : importMessages.fileRejected;
        return { url, failure };
      }
      throw error;
    }
  };
}
