/** One result of a web search, as every provider is reduced to. */
export type TWebResult = { title: string; url: string; snippet: string };

/** The one interface serp mode uses; `name` says which provider answered (shown in logs and tests). */
export type TWebSearch = {
  name: 'searxng' | 'brave';
  search: (query: string, options: { limit: number; signal?: AbortSignal }) => Promise<TWebResult[]>;
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
