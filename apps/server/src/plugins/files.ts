import multipart from '@fastify/multipart';
import { MAX_FILES_IMAGES_MODULE } from '@kontor/core/schemas/images';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createStorage } from '../files/create-storage.ts';
import { LocalStorage } from '../files/local-storage.ts';
import { multipartLimits } from '../files/process-upload.ts';
import type { FileStorage } from '../files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** File storage (local disk or S3, see config) and multipart parsing for the upload routes. */
export async function setupFiles(
  app: FastifyInstance,
  config: Config,
  given?: FileStorage,
): Promise<void> {
  const storage = given ?? (await createStorage({ dataDir: config.dataDir, s3: config.s3 }));
  app.decorate('storage', storage);
  if (storage.destroy) app.addHook('onClose', async () => storage.destroy?.());
  // Uploads cut off by a crash leave temp files; they are older than any running upload.
  if (storage instanceof LocalStorage) {
    const removed = await storage.removeStaleTemp();
    if (removed > 0) app.log.info({ removed }, 'removed stale upload temp files');
  }
  // The largest allowed request; routes that take fewer files pass their own limits.
  await app.register(multipart, { limits: multipartLimits(MAX_FILES_IMAGES_MODULE) });
}
