import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '@kontor/core/schemas/images';
import { S3Storage } from '../../files/s3-storage.ts';
import { EXECUTABLES, testImage } from '../../files/test-fixtures.ts';
import { startTestS3Server, type TestS3Server } from '../../files/test-s3-server.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The images API once more, with files in S3-compatible storage (s3rver in this process).
let s3: TestS3Server;
let t: TestApp;
let project: CreatedProject;
let cookie: string;

async function upload(fileName: string, bytes: Buffer) {
  const { payload, headers } = await multipartPayload([{ field: 'files', fileName, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/images`,
    headers: { ...headers, cookie },
    payload,
  });
}

beforeAll(async () => {
  s3 = await startTestS3Server('kontor-images');
  const o = s3.options;
  t = await createTestApp({
    env: {
      S3_ENDPOINT: o.endpoint!,
      S3_BUCKET: o.bucket,
      S3_ACCESS_KEY_ID: o.accessKeyId,
      S3_SECRET_ACCESS_KEY: o.secretAccessKey,
    },
  });
  project = await t.createProject({ modules: ['/images'] });
  cookie = (await t.member(project, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('images API on S3 storage', () => {
  it('uses the S3 adapter from the configuration', () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
  });

  it('uploads, serves file and thumbnail, and deletes everything again', async () => {
    const res = await upload('Grün.png', await testImage('png', 300, 200));
    expect(res.statusCode).toBe(201);
    const image = res.json<{ items: Image[] }>().items[0]!;
    expect(image.name).toBe('Grün.png');
    expect(image.file.name).toBe('Gruen.png');
    expect(await t.app.storage.list(`${project.id}/`)).toHaveLength(1);

    const file = await t.app.inject({ url: image.file.url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(300);
    const thumbUrl = `/api/projects/${project.id}/images/${image.id}/thumbnail?w=128`;
    const thumb = await t.app.inject({ url: thumbUrl, headers: { cookie } });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(128);
    const cached = await t.app.inject({
      url: thumbUrl,
      headers: { cookie, 'if-none-match': String(thumb.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/images/${image.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.app.storage.list(`${project.id}/`)).toEqual([]);
    expect(await t.app.storage.list(`thumbs/${project.id}/`)).toEqual([]);
  });

  it('refuses a renamed executable and leaves nothing in the bucket', async () => {
    const res = await upload('bild.png', EXECUTABLES.elf);
    expect(res.statusCode).toBe(415);
    expect(await t.app.storage.list(`${project.id}/`)).toEqual([]);
  });
});
