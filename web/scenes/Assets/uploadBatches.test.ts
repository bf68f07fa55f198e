import { describe, expect, it } from 'vitest';
import { splitIntoBatches, uploadInBatches } from './uploadBatches';

const file = (name: string, size = 10) => ({ name, size });

describe('splitIntoBatches', () => {
  it('keeps the order and fills each batch up to the server’s limit of 20', () => {
    const files = Array.from({ length: 45 }, (_, index) => index);
    expect(splitIntoBatches(files).map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(splitIntoBatches(files).flat()).toEqual(files);
    expect(splitIntoBatches([])).toEqual([]);
  });
});

describe('uploadInBatches', () => {
  it('sends every file once, batch after batch, with progress over all bytes', async () => {
    const files = Array.from({ length: 25 }, (_, index) => file(`f${index}.txt`));
    const sent: string[][] = [];
    const progress: number[] = [];
    const results: string[] = [];
    await uploadInBatches(
      files,
      async (batch, onProgress) => {
        sent.push(batch.map((item) => item.name));
        onProgress(0.5);
        return { results: batch.map((item) => ({ filename: item.name, asset: null, error: null })) };
      },
      (fraction) => progress.push(fraction),
      (batchResults) => results.push(...batchResults.map((result) => result.filename)),
    );
    expect(sent.map((batch) => batch.length)).toEqual([20, 5]);
    expect(results).toEqual(files.map((item) => item.name));
    expect(progress).toEqual([0.4, 0.9, 1]);
  });

  it('keeps what earlier batches added when a later one fails', async () => {
    const files = Array.from({ length: 21 }, (_, index) => file(`f${index}.txt`));
    const results: string[] = [];
    let calls = 0;
    const run = uploadInBatches(
      files,
      async (batch) => {
        calls += 1;
        if (calls === 2) throw new Error('network down');
        return { results: batch.map((item) => ({ filename: item.name, asset: null, error: null })) };
      },
      () => undefined,
      (batchResults) => results.push(...batchResults.map((result) => result.filename)),
    );
    await expect(run).rejects.toThrow('network down');
    expect(results).toHaveLength(20);
  });
});
