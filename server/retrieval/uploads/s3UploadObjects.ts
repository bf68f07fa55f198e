import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TStoredObject, TUploadObjects } from './uploadObjects';

export type TS3Settings = {
  bucket: string;
  /** An S3-compatible store's address (MinIO, R2, …); unset means AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key), which most S3-compatible stores need. */
  forcePathStyle: boolean;
};

/** Every object of the store lives under this prefix, so the bucket may hold other things too. */
const KEY_PREFIX = 'uploads/';

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Uploads kept as objects in an S3 bucket (S3_BUCKET), which every server reaches alike. A PUT is
 * whole or nothing, so there is no half-written object. Checksums are sent and checked only when
 * an operation requires them: S3-compatible stores often reject the SDK's default CRC headers.
 */
export function s3UploadObjects(settings: TS3Settings): TUploadObjects {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => {
    if (!name || name.includes('/')) throw new Error('not a stored upload name');
    return `${KEY_PREFIX}${name}`;
  };
  return {
    location: `s3://${Bucket}/${KEY_PREFIX}`,
    put: async (name, bytes) => {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: bytes, ContentLength: bytes.length }));
    },
    get: async (name) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    has: async (name) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    list: async () => {
      const listed: TStoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: KEY_PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(KEY_PREFIX.length);
          if (name && !name.includes('/')) listed.push({ name, modifiedAt: object.LastModified ?? new Date() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed;
    },
    close: async () => client.destroy(),
  };
}
