import { PLANNER_LIMITS, type TPlannedCluster, type TPlannedIdea, type TPlannerRole } from '../api/planner';
import { titleCase } from '../workflows/titleCase';
import { patternHeadlines } from './ideaHeadlines';
import { keywordKey, plainText } from './plainText';
import { intentOf } from './searchIntent';

/** What a web search for the topic found: its results' titles and the provider's related searches. */
export type TTopicSearch = { titles: string[]; related: string[] };

/** A result title's site name (" - Site", " | Site", " :: Site") and a leading list number dropped. */
function titleAsKeyword(title: string): string {
  const bare = plainText(title, 200)
    .replace(/\s+[-|–—:·]{1,2}\s+[^-|–—:·]{1,40}$/, '')
    .replace(/^\d+\s*[.)]\s*/, '');
  return bare.toLowerCase().split(/\s+/).slice(0, 8).join(' ').replace(/[?.!:;,]+$/, '');
}

function ideaOf(keyword: string, role: TPlannerRole, year: number | null): TPlannedIdea {
  const intent = intentOf(keyword);
  const headlines = patternHeadlines(keyword, intent, role, year);
  return { title: headlines[0] ?? titleCase(keyword), keyword, intent, headlines };
}

/**
 * A cluster without a model, from what a web search found: the topic is the pillar's keyword, and
 * each related search (then each result's title, as a query) one supporting idea, keyword as
 * searched, intent by its words, headlines from the headline patterns. Null when the search found
 * nothing to plan from (then only a model could plan).
 */
export function clusterFromSearch(topic: string, search: TTopicSearch, year: number | null): TPlannedCluster | null {
  const pillarKeyword = plainText(topic, PLANNER_LIMITS.keywordChars).toLowerCase();
  const seen = new Set([keywordKey(pillarKeyword)]);
  const supporting: TPlannedIdea[] = [];
  const candidates = [...search.related.map((query) => plainText(query, PLANNER_LIMITS.keywordChars).toLowerCase()), ...search.titles.map(titleAsKeyword)];
  for (const keyword of candidates) {
    const key = keywordKey(keyword);
    if (!key || key.split(' ').length < 2 || seen.has(key)) continue;
    seen.add(key);
    supporting.push(ideaOf(keyword, 'supporting', year));
    if (supporting.length === PLANNER_LIMITS.supportingMax) break;
  }
  if (!supporting.length) return null;
  return { pillar: ideaOf(pillarKeyword, 'pillar', year), supporting };
}
