import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  toReadable,
  type FileStorage,
  type PutBody,
  type PutOptions,
  type StoredObject,
  type StoredObjectInfo,
} from './storage.ts';

export interface S3StorageOptions {
  /** S3-compatible endpoint (MinIO, Ceph, Garage, …); omit for AWS itself. */
  endpoint?: string;
  bucket: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const PART_SIZE = 8 * 1024 * 1024;

/** Files in an S3 bucket, so several server instances share them. */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region ?? 'us-east-1',
      forcePathStyle: options.endpoint !== undefined,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Many S3-compatible servers reject the newer default CRC32 trailers; send checksums only
      // where the API demands them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: PutBody, options: PutOptions) {
    assertValidKey(key);
    let size = 0;
    let sourceError: unknown;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // pipeline destroys `counted` with the source's error, which makes the upload fail.
    pipeline(toReadable(body), counted).catch((error: unknown) => (sourceError = error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: 4,
      leavePartsOnError: false,
    });
    try {
      const result = await upload.done();
      return { key, size, contentType: options.contentType, etag: result.ETag ?? '' };
    } catch (error) {
      // An uncompleted multipart upload never becomes an object, and a single PUT is atomic, so
      // a previous version under the key stays intact; aborting frees the uploaded parts.
      await upload.abort().catch(() => undefined);
      const cause = sourceError ?? error;
      // Stop reading the body, so a stalled source does not hold the request open.
      counted.destroy();
      throw cause;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return { ...objectInfo(key, result), body: result.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      const result = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return objectInfo(key, result);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix === '' ? undefined : prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** The metadata S3 answers on GET and HEAD alike. */
function objectInfo(
  key: string,
  result: { ContentLength?: number; ContentType?: string; ETag?: string; LastModified?: Date },
): StoredObjectInfo {
  return {
    key,
    size: result.ContentLength ?? 0,
    contentType: result.ContentType ?? 'application/octet-stream',
    etag: result.ETag ?? '',
    lastModified: result.LastModified ?? new Date(0),
  };
}
