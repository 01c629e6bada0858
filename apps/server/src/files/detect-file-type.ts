import type { FileTypeName } from './file-kinds.ts';
import { extensionOf } from './safe-file-name.ts';

/** What file-type recognises that we accept, by its MIME answer. */
const BINARY_TYPES: Record<string, FileTypeName> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  // An animated PNG is still a PNG; sharp keeps its first frame.
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** Office 97–2003 files are all one container (CFB); the stream names inside tell them apart. */
const CFB_STREAMS: [string, FileTypeName][] = [
  ['WordDocument', 'doc'],
  ['Workbook', 'xls'],
  ['PowerPoint Document', 'ppt'],
];

function cfbType(bytes: Buffer): FileTypeName | undefined {
  for (const [stream, type] of CFB_STREAMS) {
    if (bytes.includes(Buffer.from(stream, 'utf16le'))) return type;
  }
  return undefined;
}

/**
 * Plain text: no NUL and no control characters besides tab, line breaks and form feed. Bytes above
 * 127 are allowed either way, because German CSV exports are often Windows-1252, not UTF-8.
 */
export function isText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
      return false;
    }
  }
  return true;
}

const HEAD_BYTES = 4096;
// Things that may precede the root element of an XML or HTML document.
const PROLOG =
  /^(?:\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype\s+svg[^[>]*(?:\[[\s\S]*?\])?\s*>)/i;

function leadingMarkup(bytes: Buffer): string {
  let text = bytes
    .subarray(0, HEAD_BYTES)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '');
  for (let match = PROLOG.exec(text); match && match[0]; match = PROLOG.exec(text)) {
    text = text.slice(match[0].length);
  }
  return text;
}

function textType(bytes: Buffer, fileName: string): FileTypeName {
  const head = leadingMarkup(bytes);
  if (/^<(?:svg|[a-z][\w-]*:svg)[\s/>]/i.test(head)) return 'svg';
  if (/^<(?:!doctype\s+html|html|head|body)[\s>]/i.test(head)) return 'html';
  // The name only decides among text types that the content leaves open.
  const extension = extensionOf(fileName);
  if (extension === 'csv') return 'csv';
  if (extension === 'html' || extension === 'htm') return 'html';
  return 'text';
}

/**
 * The type of a file decided from its bytes; the name counts only between text formats. Returns
 * undefined for anything not on the accepted list (executables, archives, unknown binaries).
 */
export async function detectFileType(
  bytes: Buffer,
  fileName: string,
): Promise<FileTypeName | undefined> {
  if (bytes.length === 0) return undefined;
  // file-type loads with the first upload, not with every start (docs/performance.md).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) {
    const known = BINARY_TYPES[sniffed.mime];
    if (known) return known;
    if (sniffed.mime === 'application/x-cfb') return cfbType(bytes);
    // file-type calls anything starting with '<?xml ' XML; SVG is among those.
    if (sniffed.mime !== 'application/xml') return undefined;
  }
  return isText(bytes) ? textType(bytes, fileName) : undefined;
}
