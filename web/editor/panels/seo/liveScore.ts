import { useMemo } from 'react';
import type { TBriefSnapshot } from '@core/api/seo';
import { scoreContent, type TContentScore, type TScoreInput } from '@core/analysis/seo/score';

/** A text to score, as the page or the editor has it (the brief is added here). */
export type TSeoDraft = Omit<TScoreInput, 'snapshot'>;

/**
 * The content score of a draft, worked out in the browser (pure code shared with the server: the
 * same text scores the same) whenever the draft or the brief changes; callers debounce typing.
 * Without a brief the parts that need one are listed unscored and the notice says so.
 */
export function useLiveScore(draft: TSeoDraft | null, snapshot: TBriefSnapshot | null): TContentScore | null {
  return useMemo(() => (draft ? scoreContent({ ...draft, snapshot }) : null), [draft, snapshot]);
}
