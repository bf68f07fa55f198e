import { HttpError } from '../errors';

/**
 * One plagiarism check at a time per person: a check searches the web, fetches pages and may call
 * Copyscape (billed per search), so parallel requests would multiply that work before any of them
 * is charged. Held in this process (issue 23 moves such counters to a shared store).
 */
const running = new Set<string>();

export async function oneCheckAtATime<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (running.has(userId)) throw new HttpError('rate_limited', 'A plagiarism check of yours is already running. Wait for its result, then check again.');
  running.add(userId);
  try {
    return await work();
  } finally {
    running.delete(userId);
  }
}
