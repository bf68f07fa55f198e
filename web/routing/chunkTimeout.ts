import { CHUNK_LOAD_TIMEOUT_MS } from '@core/constants';

/** The message of a screen's code that did not arrive; RouteError recognises it. */
export const CHUNK_TIMEOUT_MESSAGE = 'This screen took too long to load.';

/**
 * Fails a lazy screen import that has not arrived after 120 s (spec §8), so the visitor sees an error
 * with a reload button instead of waiting forever.
 */
export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
