import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from './s3-storage.ts';

export interface TestS3Server {
  options: S3StorageOptions;
  stop(): Promise<void>;
}

/** A real S3-protocol server (s3rver) in this process, on a random loopback port. */
export async function startTestS3Server(bucket = 'kontor-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kontor-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
