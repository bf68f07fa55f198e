import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@core/constants';
import { CHUNK_TIMEOUT_MESSAGE, withChunkTimeout } from './chunkTimeout';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('passes a chunk that arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
  });

  it('fails after 120 s without the chunk', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => {}));
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await expect(pending).rejects.toThrow(CHUNK_TIMEOUT_MESSAGE);
  });

  it('passes a load error through', async () => {
    await expect(withChunkTimeout(Promise.reject(new Error('404')))).rejects.toThrow('404');
  });
});
