import type { TBriefSnapshot } from '../../../api/seo';
import { scoreContextOf } from '../scoreContext';
import type { TScoreContext, TScoreInput } from '../scoreTypes';

/** A brief snapshot for the score's tests: English, nothing listed unless given. */
export function testSnapshot(fields: Partial<TBriefSnapshot> = {}): TBriefSnapshot {
  return {
    keyword: 'garden soil', secondary_keywords: [], language: 'English-US', country: 'United States', target_words: 1_000,
    terms: [], questions: [], common_headings: [], pages: [], notices: [], ...fields,
  };
}

/** A score context for an English doc (no brief unless given). */
export function testContext(input: Partial<TScoreInput>): TScoreContext {
  return scoreContextOf({ language: 'English-US', keyword: 'garden soil', snapshot: null, ...input });
}

/** `count` words of filler that share nothing with the tests' keywords. */
export const filler = (count: number) => Array.from({ length: count }, (_, i) => ['plants', 'grow', 'well', 'here'][i % 4]).join(' ');
