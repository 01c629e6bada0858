import multipart from '@fastify/multipart';
import { newId } from '@kontor/core/ids';
import { MAX_FILES_IMAGES_MODULE, imageMessages } from '@kontor/core/schemas/images';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupErrors } from '../plugins/errors.ts';
import { LocalStorage } from './local-storage.ts';
import { multipartLimits, processUpload } from './process-upload.ts';
import { EXECUTABLES, testImage } from './test-fixtures.ts';

// Proves the subsystem works on a real multipart stream the way the routes will use it.
const BOUNDARY = '----kontor-test-boundary';

function multipartBody(files: { name: string; bytes: Buffer }[]): Buffer {
  const parts = files.flatMap(({ name, bytes }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

describe('processUpload behind @fastify/multipart', () => {
  let app: FastifyInstance;
  let root: string;
  let storage: LocalStorage;
  const projectId = newId();

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kontor-multipart-'));
    storage = new LocalStorage(root);
    app = Fastify();
    await app.register(multipart, { limits: multipartLimits(MAX_FILES_IMAGES_MODULE) });
    setupErrors(app);
    app.post('/upload', async (request, reply) => {
      const stored = [];
      for await (const part of request.files()) {
        stored.push(
          await processUpload({
            storage,
            source: part.file,
            fileName: part.filename,
            kind: 'image',
            projectId,
          }),
        );
      }
      return reply.status(201).send(stored);
    });
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  function post(files: { name: string; bytes: Buffer }[]) {
    return app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(files),
    });
  }

  it('stores several images of one request', async () => {
    const response = await post([
      { name: 'Bäume.jpg', bytes: await testImage('jpeg') },
      { name: 'Größe.webp', bytes: await testImage('webp') },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ name: string; key: string }[]>();
    expect(body.map((file) => file.name)).toEqual(['Baeume.jpg', 'Groesse.webp']);
    for (const file of body) expect(await storage.head(file.key)).not.toBeNull();
  });

  it('answers an oversized file with the German limit message and stores nothing', async () => {
    const before = await storage.list(`${projectId}/`);
    const response = await post([
      { name: 'riesig.jpg', bytes: Buffer.alloc(21 * 1024 * 1024, 0xff) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 413,
      detail: imageMessages.tooLarge,
      errors: { file: [imageMessages.tooLarge] },
    });
    expect(await storage.list(`${projectId}/`)).toEqual(before);
  });

  it('answers a renamed executable with "Datei nicht unterstützt."', async () => {
    const response = await post([{ name: 'bild.png', bytes: EXECUTABLES.elf }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, detail: 'Datei nicht unterstützt.' });
  });

  it('keeps a traversal name inside the project folder', async () => {
    const response = await post([
      { name: '../../../etc/passwd.png', bytes: await testImage('png') },
    ]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json<{ key: string; name: string }[]>();
    expect(file!.name).toBe('passwd.png');
    expect(file!.key.startsWith(`${projectId}/`)).toBe(true);
    expect(file!.key.split('/')).toHaveLength(2);
  });
});
