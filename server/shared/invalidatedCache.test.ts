import { describe, expect, it } from 'vitest';
import { InvalidatedCache } from './invalidatedCache';
import { InvalidationBus } from './invalidationBus';

function liveBus(): InvalidationBus {
  const bus = new InvalidationBus();
  bus.setLive(true);
  return bus;
}

/** A loader that counts its calls and answers `value`. */
function counted<T>(value: () => T) {
  const loader = async () => {
    loader.calls++;
    return value();
  };
  loader.calls = 0;
  return loader;
}

describe('InvalidatedCache', () => {
  it('loads once, serves from memory, and loads again after an eviction', async () => {
    const cache = new InvalidatedCache<string, string>(liveBus(), 10);
    let stored = 'one';
    const load = counted(() => stored);
    expect(await cache.read('k', load)).toBe('one');
    stored = 'two';
    expect(await cache.read('k', load)).toBe('one');
    expect(load.calls).toBe(1);
    cache.evict('k');
    expect(await cache.read('k', load)).toBe('two');
    expect(load.calls).toBe(2);
  });

  it('reads through while the bus is not live, and forgets everything when it goes down or comes back', async () => {
    const bus = liveBus();
    const cache = new InvalidatedCache<string, string>(bus, 10);
    const load = counted(() => 'value');
    await cache.read('k', load);
    bus.setLive(false);
    expect(cache.size).toBe(0);
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load.calls).toBe(3);
    expect(cache.size).toBe(0);
    bus.setLive(true);
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load.calls).toBe(4);
  });

  it('does not keep a value whose read raced an eviction (it may predate the write)', async () => {
    const cache = new InvalidatedCache<string, string>(liveBus(), 10);
    let release: (value: string) => void = () => {};
    const slow = cache.read('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.evict('other');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('asks `fresh` before serving, keeps no null, evicts by predicate, and drops the oldest past its size', async () => {
    const cache = new InvalidatedCache<string, { day: string }>(liveBus(), 2);
    await cache.read('a', async () => ({ day: 'mon' }));
    expect(await cache.read('a', async () => ({ day: 'tue' }), (value) => value.day === 'tue')).toEqual({ day: 'tue' });
    expect(await cache.read('none', async () => null)).toBeNull();
    expect(cache.peek('none')).toBeUndefined();
    await cache.read('b', async () => ({ day: 'mon' }));
    await cache.read('c', async () => ({ day: 'mon' }));
    expect(cache.peek('a')).toBeUndefined();
    cache.evictWhere((_value, key) => key === 'b');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('c')).toEqual({ day: 'mon' });
  });
});
