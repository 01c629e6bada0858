import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/** A ZIP archive with stored (uncompressed) entries, enough for Office Open XML detection. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OFFICE_PARTS = {
  docx: [
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ],
  xlsx: [
    'xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  ],
  pptx: [
    'ppt/presentation.xml',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  ],
  docm: ['word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'],
} as const;

export function officeOpenXml(kind: keyof typeof OFFICE_PARTS): Buffer {
  const [part, contentType] = OFFICE_PARTS[kind];
  return storedZip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    [part]: '<?xml version="1.0"?><root/>',
  });
}

/** The start of an Office 97–2003 compound file whose directory names the given stream. */
export function compoundFile(streamName: string): Buffer {
  const file = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from('Root Entry', 'utf16le').copy(file, 1024);
  Buffer.from(streamName, 'utf16le').copy(file, 1152);
  return file;
}

/** Headers of native executables, padded like the real thing. */
export const EXECUTABLES = {
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4088, 0)]),
  pe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
    Buffer.from('PE\0\0'),
    Buffer.alloc(3900),
  ]),
  macho: Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), Buffer.alloc(4088, 0)]),
  shellScript: Buffer.from('#!/bin/sh\n\0rm -rf /\n'),
};

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A noisy RGB image, so encoders cannot shrink it to nothing. */
export function noiseImage(width: number, height: number, seed = 1): sharp.Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = (state >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export async function testImage(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return noiseImage(width, height).toFormat(format).toBuffer();
}

/** An animated image with `frames` frames stacked vertically. */
export async function animatedImage(format: 'gif' | 'webp', frames = 3): Promise<Buffer> {
  const width = 32;
  const height = 24;
  const stacked = await noiseImage(width, height * frames)
    .raw()
    .toBuffer();
  return sharp(stacked, {
    raw: { width, height: height * frames, channels: 3, pageHeight: height },
  })
    .toFormat(format, { loop: 0, delay: Array(frames).fill(100) })
    .toBuffer();
}
