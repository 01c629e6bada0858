import path from 'node:path';
import { LocalStorage } from './local-storage.ts';
import type { S3StorageOptions } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export interface StorageOptions {
  dataDir: string;
  s3?: S3StorageOptions;
}

/**
 * Local disk under `<dataDir>/files` unless S3 is configured; the S3 client loads only then
 * (it is the largest of the server's packages to load, docs/performance.md).
 */
export async function createStorage(options: StorageOptions): Promise<FileStorage> {
  if (options.s3) {
    const { S3Storage } = await import('./s3-storage.ts');
    return new S3Storage(options.s3);
  }
  return new LocalStorage(path.join(options.dataDir, 'files'));
}

const S3_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Reads the S3 settings from the environment: all of endpoint, bucket and keys, or none.
 * Throws a German message naming the missing variables, for config.ts to report at start-up.
 */
export function s3OptionsFromEnv(
  env: Record<string, string | undefined>,
): S3StorageOptions | undefined {
  const present = S3_KEYS.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const missing = S3_KEYS.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`S3-Speicher nur teilweise konfiguriert, es fehlen: ${missing.join(', ')}`);
  }
  const endpoint = env.S3_ENDPOINT!.trim();
  if (!/^https?:\/\//.test(endpoint)) throw new Error('S3_ENDPOINT muss eine http(s)-URL sein');
  return {
    endpoint,
    bucket: env.S3_BUCKET!.trim(),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
  };
}
