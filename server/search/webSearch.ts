/** One result of a web search, as every provider is reduced to. */
export type TWebResult = { title: string; url: string; snippet: string };

/** What to search: how many results, and where from (passed to providers that support it). */
export type TWebSearchOptions = {
  limit: number;
  signal?: AbortSignal;
  /** ISO 639-1 language of the results ("en"). */
  language?: string;
  /** ISO 3166-1 alpha-2 market ("US"). */
  country?: string;
};

/** A search's results with the related searches or questions the provider offered (may be empty). */
export type TWebSearchAnswer = { results: TWebResult[]; related: string[] };

/** The one interface serp mode uses; `name` says which provider answered (shown in logs and tests). */
export type TWebSearch = {
  name: 'searxng' | 'brave';
  search: (query: string, options: TWebSearchOptions) => Promise<TWebResult[]>;
  /** The results and the provider's related searches/questions (SEO briefs). */
  searchWithRelated: (query: string, options: TWebSearchOptions) => Promise<TWebSearchAnswer>;
};

/** A provider answered with something other than results. */
export class WebSearchError extends Error {}

/** Reads a provider's JSON answer or throws a WebSearchError with its status. */
export async function readSearchJson(response: Response, provider: string): Promise<unknown> {
  if (!response.ok) throw new WebSearchError(`${provider} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new WebSearchError(`${provider} did not answer JSON (is its JSON format enabled?)`);
  }
}

/** Trims a provider's snippet (they may carry HTML emphasis) to plain, short text. */
export function plainSnippet(value: unknown, max = 600): string {
  return String(value ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
