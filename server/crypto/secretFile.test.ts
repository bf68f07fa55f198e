import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateSecretFile } from './secretFile';

describe('readOrCreateSecretFile', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-secret-'));
  afterEach(() => fs.rmSync(path.join(folder, 'secret'), { force: true }));

  it('creates the secret once, readable only by its owner, and reads it back afterwards', () => {
    const file = path.join(folder, 'secret');
    expect(readOrCreateSecretFile(file, () => 'first')).toBe('first');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(file, () => 'second')).toBe('first');
  });

  it('takes the secret another server wrote between its check and its write, not its own', () => {
    const file = path.join(folder, 'secret');
    const value = readOrCreateSecretFile(file, () => {
      fs.writeFileSync(file, 'written by the other server');
      return 'mine';
    });
    expect(value).toBe('written by the other server');
  });
});
