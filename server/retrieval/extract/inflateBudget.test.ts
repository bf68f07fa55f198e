import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../testing/bombFiles';
import { countInflated, InflateBudget, InflateLimitError } from './inflateBudget';
import { inflateZipEntries } from './zipGuard';

const MB = 1_048_576;

describe('InflateBudget', () => {
  it('counts what is spent and refuses past the limit, then every time after', () => {
    const budget = new InflateBudget(100);
    budget.spend(60);
    budget.spend(40);
    expect(budget.exceeded).toBe(false);
    expect(() => budget.spend(1)).toThrow(InflateLimitError);
    expect(budget.exceeded).toBe(true);
    expect(() => budget.spend(0)).toThrow('unpacks to more than 0 MB');
    expect(new InflateLimitError(200 * MB).message).toBe('unpacks to more than 200 MB');
  });
});

describe('countInflated', () => {
  it('counts the bytes really produced, raw or zlib-wrapped', async () => {
    const text = Buffer.from('The keeper lit the lamp at dusk. '.repeat(1_000));
    expect(await countInflated(zlib.deflateRawSync(text), new InflateBudget(MB), 'raw')).toBe(text.length);
    expect(await countInflated(zlib.deflateSync(text), new InflateBudget(MB), 'zlib')).toBe(text.length);
  });

  it('stops a stream that expands past the budget without producing all of it', async () => {
    const bomb = zlib.deflateRawSync(Buffer.alloc(64 * MB), { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const budget = new InflateBudget(4 * MB);
    await expect(countInflated(bomb, budget, 'raw')).rejects.toBeInstanceOf(InflateLimitError);
    // It stopped within a few 64 KB pieces of the limit, far short of the 64 MB inside.
    expect(budget.used).toBeLessThan(5 * MB);
  });

  it('counts what a damaged stream produced before it broke, without throwing', async () => {
    const text = Buffer.from('Salt marshes flood twice a day. '.repeat(5_000));
    const truncated = zlib.deflateRawSync(text).subarray(0, 200);
    const produced = await countInflated(truncated, new InflateBudget(MB), 'raw');
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(text.length);
  });
});

describe('inflateZipEntries', () => {
  it('counts every entry by what it really inflates to, not by the size it declares', async () => {
    const honest = makeZip([{ name: 'a.txt', content: Buffer.alloc(3 * MB) }]);
    const budget = new InflateBudget(4 * MB);
    expect(await inflateZipEntries(honest, budget)).toBe(true);
    expect(budget.used).toBe(3 * MB);

    const lying = makeZip([
      { name: 'a.xml', content: Buffer.alloc(3 * MB), declaredSize: 10 },
      { name: 'b.xml', content: Buffer.alloc(3 * MB), declaredSize: 10 },
    ]);
    await expect(inflateZipEntries(lying, new InflateBudget(4 * MB))).rejects.toBeInstanceOf(InflateLimitError);
  });

  it('answers false for an archive it cannot walk as written', async () => {
    const zip = makeZip([{ name: 'a.txt', content: Buffer.from('hello') }]);
    expect(await inflateZipEntries(zip.subarray(0, zip.length - 30), new InflateBudget(MB))).toBe(false);
    const moved = Buffer.from(zip);
    moved.writeUInt32LE(5, moved.length - 6); // the directory's offset no longer points at it
    expect(await inflateZipEntries(moved, new InflateBudget(MB))).toBe(false);
    expect(await inflateZipEntries(Buffer.from('PK'), new InflateBudget(MB))).toBe(false);
  });
});
