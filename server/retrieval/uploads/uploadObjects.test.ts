import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type TLocalS3 } from '../../test/localS3';
import { folderUploadObjects } from './folderUploadObjects';
import { s3UploadObjects } from './s3UploadObjects';
import type { TUploadObjects } from './uploadObjects';

// The same contract for both kinds of upload store: a folder, and an S3 bucket (s3rver on 127.0.0.1).
let s3: TLocalS3;
let folder: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-upload-objects-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => TUploadObjects][] = [
  ['a folder', () => folderUploadObjects(folder)],
  ['an S3 bucket', () => s3UploadObjects(s3.settings)],
];

describe.each(stores)('upload objects in %s', (_kind, open) => {
  it('keeps bytes whole under a name, lists, replaces and removes them', async () => {
    const store = open();
    const name = crypto.randomUUID();
    // Over 5 MB: one PUT, no multipart upload, and still checksum-free (WHEN_REQUIRED).
    const bytes = crypto.randomBytes(5 * 1_048_576 + 17);
    expect(await store.has(name)).toBe(false);
    await store.put(name, bytes);
    expect(await store.has(name)).toBe(true);
    expect((await store.get(name))!.equals(bytes)).toBe(true);
    const listed = await store.list();
    expect(listed.map((object) => object.name)).toContain(name);
    expect(listed.find((object) => object.name === name)!.modifiedAt).toBeInstanceOf(Date);

    await store.put(name, Buffer.from('second version'));
    expect((await store.get(name))!.toString()).toBe('second version');

    await store.remove(name);
    expect(await store.has(name)).toBe(false);
    expect(await store.get(name)).toBeNull();
    expect((await store.list()).map((object) => object.name)).not.toContain(name);
    await store.close();
  });

  it('answers "nothing" for a name never stored, and removing it is no error', async () => {
    const store = open();
    const name = crypto.randomUUID();
    expect(await store.get(name)).toBeNull();
    expect(await store.has(name)).toBe(false);
    await expect(store.remove(name)).resolves.toBeUndefined();
    await store.close();
  });

  it('refuses a name that would leave the store', async () => {
    const store = open();
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('not a stored upload name');
    await expect(store.get('a/b')).rejects.toThrow('not a stored upload name');
    await store.close();
  });
});

describe('a folder of uploads', () => {
  it('leaves no half-written file behind a finished write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-upload-objects-'));
    const store = folderUploadObjects(dir);
    const name = crypto.randomUUID();
    await store.put(name, Buffer.from('notes'));
    expect(fs.readdirSync(dir)).toEqual([name]);
    await store.close();
    // Not temporary: the files stay with the folder.
    expect(fs.existsSync(path.join(dir, name))).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('deletes a temporary folder on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-upload-objects-'));
    const store = folderUploadObjects(dir, { temporary: true });
    await store.put(crypto.randomUUID(), Buffer.from('notes'));
    await store.close();
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('a bucket of uploads', () => {
  it('keeps its objects under uploads/ and lists only those', async () => {
    const store = s3UploadObjects(s3.settings);
    const name = crypto.randomUUID();
    await store.put(name, Buffer.from('notes'));
    const raw = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.settings.credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'backups/other.txt', Body: 'not an upload' }));
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'uploads/nested/deeper.txt', Body: 'not one of ours' }));
    raw.destroy();
    const names = (await store.list()).map((object) => object.name);
    expect(names).toContain(name);
    expect(names.some((listed) => listed.includes('other') || listed.includes('deeper'))).toBe(false);
    expect(store.location).toBe(`s3://${s3.bucket}/uploads/`);
    await store.close();
  });
});
