/** One kept upload as a listing shows it: its name and when it was last written. */
export type TStoredObject = { name: string; modifiedAt: Date };

/**
 * Where the bytes of large uploads are kept, one object per name: a folder (folderUploadObjects.ts)
 * or an S3-compatible bucket (s3UploadObjects.ts). Several servers must share one of them, because
 * the upload is written by the server that took the request and read by whichever runs its job.
 */
export type TUploadObjects = {
  /** Where the objects are, for logs (a folder path, or s3://bucket/prefix). */
  readonly location: string;
  /** Writes the bytes whole or not at all: a reader never sees half a file. */
  put: (name: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when nothing is stored under the name. */
  get: (name: string) => Promise<Buffer | null>;
  has: (name: string) => Promise<boolean>;
  /** Removes the object; a missing one is not an error. */
  remove: (name: string) => Promise<void>;
  /** Every object kept (half-written ones included, where the store has them). */
  list: () => Promise<TStoredObject[]>;
  /** Lets go of the store (a temporary folder is deleted with it). */
  close: () => Promise<void>;
};
