import { describe, expect, it } from 'vitest';
import { uploadSharingWarning } from './storedUploads';

describe('uploadSharingWarning', () => {
  const several = { REDIS_URL: 'redis://127.0.0.1:6379', DATA_DIR: '/srv/longform' };

  it('tells several servers to share the default uploads folder, or to name one or a bucket', () => {
    expect(uploadSharingWarning(several)).toBe(
      'Several servers (REDIS_URL) keep large uploads in DATA_DIR/uploads (/srv/longform/uploads): every instance must mount that same folder, or set UPLOADS_DIR to a shared folder or S3_BUCKET to a bucket.',
    );
  });

  it('says nothing with a chosen folder or bucket, or for one server', () => {
    expect(uploadSharingWarning({ ...several, UPLOADS_DIR: '/mnt/shared/uploads' })).toBeNull();
    expect(uploadSharingWarning({ ...several, S3_BUCKET: 'longform-uploads' })).toBeNull();
    expect(uploadSharingWarning({ DATA_DIR: './data' })).toBeNull();
  });
});
