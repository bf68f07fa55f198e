import zlib from 'node:zlib';

/** Reading stopped because a file expands past the limit (the caller names the file's type). */
export class InflateLimitError extends Error {
  constructor(readonly limitBytes: number) {
    super(`unpacks to more than ${formatMegabytes(limitBytes)}`);
  }
}

/**
 * The bytes one file's reading may really inflate, all entries and streams together. Counted as
 * they are produced, never from sizes the file declares about itself (those can be edited).
 */
export class InflateBudget {
  used = 0;
  exceeded = false;

  constructor(readonly limitBytes: number) {}

  /** Counts bytes just produced; throws once the total passes the limit (and every time after). */
  spend(bytes: number): void {
    this.used += bytes;
    // A count that is not a number (a counting hook out of step with its library) must not pass.
    if (!(this.used <= this.limitBytes)) this.exceeded = true;
    if (this.exceeded) throw new InflateLimitError(this.limitBytes);
  }
}

/** "200 MB", "0.5 MB": the limit as the person reads it. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1_048_576;
  return `${megabytes >= 10 ? Math.round(megabytes) : Math.round(megabytes * 100) / 100} MB`;
}

/**
 * Inflates a deflate stream (raw, as in ZIP entries, or zlib-wrapped, as in PDF FlateDecode) in
 * 64 KB pieces that are counted and dropped, so memory stays flat however far it expands. Stops
 * with InflateLimitError at the budget. A damaged stream ends the count where zlib stops reading
 * (what it produced is counted); resolves with the bytes produced.
 */
export function countInflated(compressed: Uint8Array, budget: InflateBudget, format: 'raw' | 'zlib' = 'raw'): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = format === 'raw' ? zlib.createInflateRaw({ chunkSize: 65_536 }) : zlib.createInflate({ chunkSize: 65_536 });
    let produced = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      try {
        budget.spend(chunk.length);
      } catch (error) {
        inflater.destroy();
        settle(() => reject(error));
      }
    });
    inflater.on('end', () => settle(() => resolve(produced)));
    inflater.on('error', () => settle(() => resolve(produced)));
    inflater.end(compressed);
  });
}
