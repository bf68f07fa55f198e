/**
 * What the public tool tells a signed-out visitor when it cannot answer their question here. A
 * visitor cannot configure the server and has no files or pages of their own, so each message says
 * what is missing in plain words, suggests only what works on this installation, and says the
 * question was free (the route spends no run on a notice).
 */

/** What the public tool can use on this installation. */
export type TPublicCapabilities = { model: boolean; webSearch: boolean };

const FREE = 'This question did not use one of your free runs.';
const SIGN_UP = 'sign up free to ask about your own files and web pages, with every answer quoting and citing them';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Instruct mode with no language model connected. */
export function publicNoModelNotice(can: TPublicCapabilities): string {
  const instead = can.webSearch ? 'Try Web search mode, which answers from search results with citations, or ' : '';
  return `This site has no language model connected, so FactGPT cannot answer without sources here. ${capitalised(`${instead}${SIGN_UP}`)}. ${FREE}`;
}

/** Web search mode on an installation with no web search set up (no SearXNG or Brave Search). */
export function publicNoWebSearchNotice(can: TPublicCapabilities): string {
  const instead = can.model ? 'Ask in Instruct mode for an answer from the model without sources, or ' : '';
  return `Web search is not set up on this site, so FactGPT cannot look this question up on the web. ${capitalised(`${instead}${SIGN_UP}`)}. ${FREE}`;
}

/** Web search mode when the search provider did not answer. */
export const PUBLIC_WEB_SEARCH_FAILED_NOTICE = `The web search did not answer just now, so FactGPT has no pages to answer from. Try again in a minute. ${FREE}`;

/** Web search mode when the search found no page about the question (none, or only results the relevance decision dropped). */
export function publicNoResultsNotice(can: TPublicCapabilities): string {
  const instead = can.model ? ', or ask in Instruct mode for an answer from the model without sources' : '';
  return `The web search found no page about this question. Try other words${instead}. ${FREE}`;
}
