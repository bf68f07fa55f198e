/** Longest wait a site's Crawl-delay may impose between two of our requests. */
const MAX_CRAWL_DELAY_MS = 30_000;

/**
 * Keeps requests to one host apart by at least an interval, across every crawl this process runs
 * (two domain assets of the same site share the pace).
 */
export class HostPacer {
  readonly #next = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  /** Waits for the host's turn; `crawlDelayMs` (from robots.txt) can only lengthen the interval. */
  async wait(host: string, signal?: AbortSignal, crawlDelayMs = 0): Promise<void> {
    const interval = Math.max(this.intervalMs, Math.min(crawlDelayMs, MAX_CRAWL_DELAY_MS));
    const now = Date.now();
    const at = Math.max(now, this.#next.get(host) ?? 0);
    this.#next.set(host, at + interval);
    if (at <= now) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, at - now);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }
}
