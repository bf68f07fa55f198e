import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostPacer } from './hostPacer';

/** A wait whose settling the test can observe while it moves the fake clock. */
function observe(promise: Promise<void>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

/**
 * A first wait on `host` (with robots.txt's Crawl-delay `crawlDelayMs`), then a second: the second
 * settles exactly `expectedMs` later, not a millisecond sooner.
 */
async function expectNextWaitAfter(pacer: HostPacer, host: string, crawlDelayMs: number, expectedMs: number, nextCrawlDelayMs?: number) {
  await pacer.wait(host, undefined, crawlDelayMs);
  const next = observe(pacer.wait(host, undefined, nextCrawlDelayMs));
  await vi.advanceTimersByTimeAsync(expectedMs - 1);
  expect(next.settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(next.settled).toBe(true);
}

beforeEach(() => {
  // Fakes setTimeout and Date.now together, so the pacer's clock and its timers move as one.
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HostPacer', () => {
  it('lets the first request go at once and keeps the next one to the same host an interval later', async () => {
    const pacer = new HostPacer(1_000);
    const first = observe(pacer.wait('example.com'));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.settled).toBe(true);

    const second = observe(pacer.wait('example.com'));
    const third = observe(pacer.wait('example.com'));
    await vi.advanceTimersByTimeAsync(999);
    expect(second.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.settled).toBe(true);
    // Queued behind the second: another full interval.
    await vi.advanceTimersByTimeAsync(998);
    expect(third.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(third.settled).toBe(true);
  });

  it('does not wait again once the interval has passed on its own', async () => {
    const pacer = new HostPacer(1_000);
    await pacer.wait('example.com');
    await vi.advanceTimersByTimeAsync(1_500);
    const later = observe(pacer.wait('example.com'));
    await vi.advanceTimersByTimeAsync(0);
    expect(later.settled).toBe(true);
  });

  it("lengthens the interval to robots.txt's Crawl-delay, capped at 30 seconds, and never shortens it", async () => {
    await expectNextWaitAfter(new HostPacer(1_000), 'slow.example', 5_000, 5_000, 5_000);
    await expectNextWaitAfter(new HostPacer(1_000), 'greedy.example', 600_000, 30_000);
    await expectNextWaitAfter(new HostPacer(2_000), 'quick.example', 500, 2_000);
  });

  it('keeps hosts independent: a busy host does not hold up another', async () => {
    const pacer = new HostPacer(10_000);
    await pacer.wait('a.example');
    const sameHost = observe(pacer.wait('a.example'));
    const otherHost = observe(pacer.wait('b.example'));
    await vi.advanceTimersByTimeAsync(0);
    expect(otherHost.settled).toBe(true);
    expect(sameHost.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sameHost.settled).toBe(true);
  });

  it('stops waiting with the reason when the crawl is aborted', async () => {
    const pacer = new HostPacer(10_000);
    await pacer.wait('example.com');
    const controller = new AbortController();
    const waiting = observe(pacer.wait('example.com', controller.signal));
    await vi.advanceTimersByTimeAsync(100);
    expect(waiting.settled).toBe(false);
    const reason = new Error('the server is stopping');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting).toEqual({ settled: true, error: reason });
  });
});
