import { describe, expect, it } from 'vitest';
import { createStorage, s3OptionsFromEnv } from './create-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

const FULL = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'kontor',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('createStorage', () => {
  it('uses the local disk under DATA_DIR/files by default', async () => {
    const storage = await createStorage({ dataDir: '/srv/kontor' });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).root).toBe('/srv/kontor/files');
  });

  it('uses S3 when configured', async () => {
    const storage = await createStorage({ dataDir: '/srv/kontor', s3: s3OptionsFromEnv(FULL) });
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).bucket).toBe('kontor');
    (storage as S3Storage).destroy();
  });
});

describe('s3OptionsFromEnv', () => {
  it('is undefined without any S3 variable', () => {
    expect(s3OptionsFromEnv({})).toBeUndefined();
    expect(s3OptionsFromEnv({ S3_REGION: 'eu-central-1', S3_BUCKET: ' ' })).toBeUndefined();
  });

  it('reads all settings with a default region', () => {
    expect(s3OptionsFromEnv(FULL)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'kontor',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(s3OptionsFromEnv({ ...FULL, S3_REGION: 'eu-central-1' })?.region).toBe('eu-central-1');
  });

  it('names what is missing when partly configured', () => {
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'kontor' })).toThrow(
      'es fehlen: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });

  it('wants an http(s) endpoint', () => {
    expect(() => s3OptionsFromEnv({ ...FULL, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT muss',
    );
  });
});
