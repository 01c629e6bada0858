import { expect } from 'vitest';
import { newId } from '@kontor/core/ids';
import type { Db } from '../db/database.ts';
import { images } from '../db/schema/files.ts';
import { testImage } from '../files/test-fixtures.ts';
import { multipartPayload } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** Uploads `count` small PNGs through the images route with `cookie`; their ids. */
export async function uploadTestImages(
  t: TestApp,
  projectId: string,
  cookie: string,
  count = 1,
): Promise<string[]> {
  const files = [];
  for (let i = 0; i < count; i += 1) {
    files.push({ field: 'files', fileName: `foto-${i}.png`, bytes: await testImage('png', 8, 8) });
  }
  const { payload, headers } = await multipartPayload(files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/images`,
    headers: { ...headers, cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ items: { id: string }[] }>().items.map((image) => image.id);
}

/** An image record of the project without a file (routes that only check the id need no more). */
export async function insertImage(db: Db, projectId: string): Promise<string> {
  const id = newId();
  await db.insert(images).values({
    id,
    projectId,
    name: `Bild ${id}`,
    fileKey: `test/${id}.png`,
    fileName: `${id}.png`,
    contentType: 'image/png',
    size: 1,
  });
  return id;
}
