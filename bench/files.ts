/**
 * File subsystem throughput on the local adapter: upload processing (type detection, re-encoding,
 * storing) and thumbnails, cold (rendered with sharp) and cached (read back from storage).
 * Run: npx tsx bench/files.ts [count]
 */
import { newId } from '@kontor/core/ids';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalStorage } from '../apps/server/src/files/local-storage.ts';
import { processUpload, type ProcessedUpload } from '../apps/server/src/files/process-upload.ts';
import { readAll } from '../apps/server/src/files/storage.ts';
import { getThumbnail, type ThumbnailRequest } from '../apps/server/src/files/thumbnails.ts';
import { samplePhoto } from './support/photos.ts';
import { pool, timed } from './support/pool.ts';

const COUNT = Number(process.argv[2] ?? 50);
const CONCURRENCY = 4;

const rows: string[][] = [];
function report(name: string, operations: number, seconds: number, bytes?: number) {
  const row = [
    name,
    String(operations),
    seconds.toFixed(2),
    (operations / seconds).toFixed(1),
    ((seconds * 1000) / operations).toFixed(1),
    bytes === undefined ? '' : (bytes / 1024 / 1024 / seconds).toFixed(1),
  ];
  rows.push(row);
  console.log(row.join('\t'));
}

async function main() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-files-'));
  const storage = new LocalStorage(root);
  const projectId = newId();
  try {
    console.log(
      `node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
    );
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model}, ${COUNT} images`);
    const photos = await Promise.all(Array.from({ length: 5 }, (_, i) => samplePhoto(i + 1)));
    const inputs = Array.from({ length: COUNT }, (_, i) => photos[i % photos.length]!);
    const inputBytes = inputs.reduce((sum, photo) => sum + photo.length, 0);
    console.log(`average input ${(inputBytes / COUNT / 1024 / 1024).toFixed(2)} MB JPEG 2400×1600`);

    const upload = (photo: Buffer, i: number) =>
      processUpload({
        storage,
        source: [photo],
        fileName: `Foto ${i}.jpg`,
        kind: 'image',
        projectId,
      });

    const [, serial] = await timed(async () => {
      for (let i = 0; i < Math.min(10, COUNT); i++) await upload(inputs[i]!, i);
    });
    report(
      'upload, sequential',
      Math.min(10, COUNT),
      serial,
      inputs.slice(0, 10).reduce((s, p) => s + p.length, 0),
    );

    const [uploads, parallel] = await timed(() =>
      pool(
        inputs.map((photo, i) => [photo, i] as const),
        CONCURRENCY,
        ([photo, i]) => upload(photo, i),
      ),
    );
    report(`upload, ${CONCURRENCY} at a time`, COUNT, parallel, inputBytes);

    const thumbnails = async (list: ProcessedUpload[], request: ThumbnailRequest) =>
      pool(list, CONCURRENCY, async (item) => {
        const thumbnail = await getThumbnail(storage, item.key, request);
        if (!thumbnail) throw new Error('missing source');
        await readAll(thumbnail.body);
        return thumbnail.generated;
      });

    for (const [label, request] of [
      ['tile 512 w (256 @2×)', { width: 512 }],
      ['preview md 256×144 crop', { width: 256, height: 144, crop: true }],
    ] as const) {
      const [coldRuns, cold] = await timed(() => thumbnails(uploads, request));
      if (!coldRuns.every(Boolean)) throw new Error('cold run hit the cache');
      report(`thumbnail ${label}, cold`, COUNT, cold);
      const rounds = 10;
      const [, warm] = await timed(async () => {
        for (let round = 0; round < rounds; round++) {
          const runs = await thumbnails(uploads, request);
          if (runs.some(Boolean)) throw new Error('cached run rendered again');
        }
      });
      report(`thumbnail ${label}, cached`, COUNT * rounds, warm);
    }

    console.log('\n| operation | count | seconds | per second | ms each | MB/s in |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
