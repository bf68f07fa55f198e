import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { factCheckPages } from '../db/schema/factChecks';
import { readFetchedDocument } from '../retrieval/fetchUrlAsset';
import type { HostPacer } from '../retrieval/hostPacer';
import { parseRobots } from '../retrieval/robots';
import { FetchError, safeFetch, type TFetchPolicy } from '../retrieval/safeFetch';

/** A page as a check read it: its text as fetched (every passage quoted from it is a slice of this text) and when. */
export type TCheckPage = { url: string; title: string; text: string; fetchedAt: Date };

/** What one page may cost: bytes, time, characters kept (untrusted pages set none of them). Mutable for tests. */
export const PAGE_LIMITS = { bytes: 2_000_000, timeoutMs: 10_000, chars: 400_000 };
const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];

export type TPageDeps = { db: Db; policy: TFetchPolicy; pacer?: HostPacer };

/** Why a page could not be read, in words for the notice. */
export function pageFailure(error: unknown): string {
  if (error instanceof FetchError) return error.message.replace(/\.$/, '');
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'it took too long to answer';
  return error instanceof Error ? error.message : String(error);
}

/**
 * The pages of one check: each fetched once (robots.txt honoured, each site at its pace, HTML and
 * text only, size and time capped) and stored with the check, so every claim, a resumed job and
 * the passages shown quote the same text as fetched, whatever the page says later.
 */
export class CheckPages {
  private readonly pages = new Map<string, Promise<TCheckPage>>();
  private readonly robots = new Map<string, Promise<(path: string) => boolean>>();

  constructor(
    private readonly deps: TPageDeps,
    private readonly checkId: string,
    private readonly signal: AbortSignal,
  ) {}

  /** Pages fetched so far (stored or in flight). */
  get count(): number {
    return this.pages.size;
  }

  has(url: string): boolean {
    return this.pages.has(url);
  }

  /** The page, from the check's store or fetched now and stored; throws with the reason when it cannot be read. */
  read(url: string): Promise<TCheckPage> {
    let page = this.pages.get(url);
    if (!page) {
      page = this.load(url);
      this.pages.set(url, page);
    }
    return page;
  }

  private async load(url: string): Promise<TCheckPage> {
    const [stored] = await this.deps.db.select().from(factCheckPages).where(and(eq(factCheckPages.checkId, this.checkId), eq(factCheckPages.url, url)));
    if (stored) return { url, title: stored.title, text: stored.text, fetchedAt: stored.fetchedAt };
    const fetched = await this.fetch(url);
    await this.deps.db.insert(factCheckPages).values({ checkId: this.checkId, ...fetched }).onConflictDoNothing();
    return fetched;
  }

  private async fetch(url: string): Promise<TCheckPage> {
    const address = new URL(url);
    if (!(await this.allowedByRobots(address))) throw new Error("the site's robots.txt does not allow it");
    const policy = this.policy();
    await this.deps.pacer?.wait(address.host, this.signal);
    this.signal.throwIfAborted();
    const resource = await safeFetch(url, policy, { accept: PAGE_TYPES, signal: this.signal });
    const { document } = await readFetchedDocument(resource!, { maxInflatedBytes: PAGE_LIMITS.bytes, timeoutMs: PAGE_LIMITS.timeoutMs, maxTextChars: PAGE_LIMITS.chars });
    const text = document.blocks.map((block) => block.text).join('\n\n');
    if (!text.trim()) throw new Error('it has no readable text');
    return { url, title: document.title || address.host, text, fetchedAt: new Date() };
  }

  private policy(): TFetchPolicy {
    return { ...this.deps.policy, maxBytes: Math.min(this.deps.policy.maxBytes, PAGE_LIMITS.bytes), timeoutMs: Math.min(this.deps.policy.timeoutMs, PAGE_LIMITS.timeoutMs) };
  }

  private allowedByRobots(url: URL): Promise<boolean> {
    if (!this.robots.has(url.origin)) {
      this.robots.set(
        url.origin,
        (async () => {
          try {
            await this.deps.pacer?.wait(url.host, this.signal);
            const file = await safeFetch(new URL('/robots.txt', url).toString(), this.policy(), { accept: ['text/'], missingIsNull: true, signal: this.signal });
            return parseRobots(file?.body.toString('utf8') ?? null).isAllowed;
          } catch {
            return parseRobots(null).isAllowed;
          }
        })(),
      );
    }
    return this.robots.get(url.origin)!.then((isAllowed) => isAllowed(url.pathname + url.search));
  }
}
