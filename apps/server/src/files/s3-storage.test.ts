import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';
import { describeStorageContract } from './storage-contract.ts';
import { startTestS3Server, type TestS3Server } from './test-s3-server.ts';

describeStorageContract('s3', async () => {
  const server = await startTestS3Server();
  const storage = new S3Storage(server.options);
  return {
    storage,
    async cleanup() {
      storage.destroy();
      await server.stop();
    },
  };
});

describe('S3Storage against s3rver', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server('iso-a');
  });
  afterAll(async () => {
    await server.stop();
  });

  it('stops reading the body when the store refuses the upload', async () => {
    const storage = new S3Storage({ ...server.options, bucket: 'does-not-exist' });
    let closed!: () => void;
    const sourceClosed = new Promise<void>((resolve) => (closed = resolve));
    async function* endless() {
      try {
        for (;;) yield Buffer.alloc(1024 * 1024, 1);
      } finally {
        closed();
      }
    }
    await expect(
      storage.put('p/x.bin', Readable.from(endless()), { contentType: 'application/pdf' }),
    ).rejects.toThrow(/bucket/i);
    await sourceClosed;
    storage.destroy();
  });

  it('keeps buckets apart', async () => {
    const a = new S3Storage(server.options);
    const b = new S3Storage({ ...server.options, bucket: 'iso-b' });
    await b.client.send(new CreateBucketCommand({ Bucket: 'iso-b' }));
    await a.put('p/x.txt', Buffer.from('a'), { contentType: 'text/plain' });
    expect(await b.get('p/x.txt')).toBeNull();
    expect(await b.list('')).toEqual([]);
    a.destroy();
    b.destroy();
  });
});
