import crypto from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TS3Settings } from '../retrieval/uploads/s3UploadObjects';

export type TLocalS3 = {
  /** http://127.0.0.1:<port>: what S3_ENDPOINT gets. */
  endpoint: string;
  bucket: string;
  /** The settings a server would read from S3_* (path style, s3rver's fixed test keys). */
  settings: TS3Settings;
  /** The same as S3_* environment variables, for server processes. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** s3rver accepts this one key pair, and only it. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Tests only: a real S3-compatible server (s3rver) on 127.0.0.1, port 0, with one empty bucket,
 * its data in a temporary folder removed on close.
 */
export async function startLocalS3(): Promise<TLocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'longform-s3-'));
  const bucket = `longform-${crypto.randomBytes(4).toString('hex')}`;
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: { bucket, endpoint, region: 'us-east-1', credentials: S3RVER_KEYS, forcePathStyle: true },
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey, S3_FORCE_PATH_STYLE: 'true' },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
