import { scoreContextOf } from './scoreContext';
import { SCORING_VERSION } from './scoreVersion';
import { answerFirstComponent } from './scoreComponents/answerFirst';
import { headingCoverage } from './scoreComponents/headingCoverage';
import { imagesComponent } from './scoreComponents/images';
import { KEYWORD_PLACES, keywordPlacement } from './scoreComponents/keywordPlacement';
import { lengthComponent } from './scoreComponents/length';
import { linksComponent } from './scoreComponents/links';
import { readabilityComponent } from './scoreComponents/readabilityPoints';
import { stuffingComponent } from './scoreComponents/stuffing';
import { scoreTerms, termCoverage } from './scoreComponents/termCoverage';
import type { TComponentResult, TContentScore, TScoreInput } from './scoreTypes';

export { termOccurrences } from './termIndex';
export type { TContentScore, TScoreAction, TScoreComponent, TScoreInput, TScoreTerm, TTermStatus } from './scoreTypes';

/** Says which parts are not scored and why, grouped by reason ("Needs a brief (Length, …)"). */
function noticeOf(components: TContentScore['components'], available: number): string {
  const reasons = new Map<string, string[]>();
  for (const component of components) {
    if (component.max > 0 || component.id === 'stuffing') continue;
    const reason = component.detail.replace(/\.$/, '');
    reasons.set(reason, [...(reasons.get(reason) ?? []), component.label]);
  }
  const parts = [...reasons].map(([reason, labels]) => `${reason} (${labels.join(', ')})`);
  return `${parts.join('; ')}. The score counts the ${available} points that can be scored now, scaled to 100.`;
}

/**
 * The content score of a text against a brief (issue 17; docs/seo-score.md): every component's
 * whole points with the rule that gave them, what to do next by the points it would gain, the
 * terms with their counts, and readability. Pure and deterministic: the same input scores the
 * same in the browser and on the server. Parts that need a brief or a keyword are listed with no
 * maximum, and the total is the share of the points that can be scored, out of 100.
 */
export function scoreContent(input: TScoreInput): TContentScore {
  const ctx = scoreContextOf(input);
  const terms = scoreTerms(ctx);
  const results: TComponentResult[] = [
    termCoverage(ctx, terms),
    ...KEYWORD_PLACES.map((place) => keywordPlacement(ctx, place)),
    headingCoverage(ctx),
    lengthComponent(ctx),
    readabilityComponent(ctx),
    linksComponent(ctx),
    imagesComponent(ctx),
    answerFirstComponent(ctx),
    stuffingComponent(ctx, terms),
  ];
  const components = results.map((result) => result.component);
  const earned = components.reduce((sum, component) => sum + component.points, 0);
  const available = components.reduce((sum, component) => sum + component.max, 0);
  const score = available > 0 ? Math.min(100, Math.max(0, Math.round((100 * earned) / available))) : 0;
  const notice = available < 100 ? noticeOf(components, available) : null;
  const actions = results
    .flatMap((result) => result.actions)
    .filter((action) => action.gain > 0)
    .sort((a, b) => b.gain - a.gain || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    score,
    version: SCORING_VERSION,
    components,
    actions,
    terms: terms.map(({ weight: _weight, ...term }) => term),
    readability: ctx.readability,
    words: ctx.words,
    notice,
  };
}
