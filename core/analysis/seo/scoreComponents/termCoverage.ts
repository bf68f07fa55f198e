import type { TBriefTerm } from '../../../api/seo';
import { phraseKeyOfText } from '../phraseKey';
import { keyPositions } from '../termIndex';
import { roundGain, unscored, type TComponentResult, type TScoreAction, type TScoreContext, type TScoreTerm, type TTermStatus } from '../scoreTypes';

export const TERMS_MAX = 30;
/** Terms named one by one in the actions; the rest share one action. */
const NAMED_ACTIONS = 8;
/** A term's weight never falls below this, so every listed term counts for something. */
const MIN_WEIGHT = 0.05;

type TTermRow = TScoreTerm & { weight: number };

/** Secondary keywords the brief does not list are terms too: at least one use, at most 3 per 1,000 words (at least 3). */
function secondaryTerms(ctx: TScoreContext, known: Set<string>): TBriefTerm[] {
  const terms: TBriefTerm[] = [];
  const max = Math.max(3, Math.ceil((3 * ctx.words) / 1_000));
  for (const phrase of ctx.secondaryKeywords) {
    const key = phraseKeyOfText(phrase, ctx.code);
    if (!key || known.has(key) || key === ctx.keywordKey) continue;
    known.add(key);
    terms.push({ key, phrase, words: Math.min(3, Math.max(1, key.split(' ').length)), pages: 1, min: 1, max, weight: 1 });
  }
  return terms;
}

/** Uses of a term key in the doc. */
export function termCount(ctx: TScoreContext, key: string): number {
  return keyPositions(ctx.index, key).length;
}

const statusOf = (count: number, min: number, max: number): TTermStatus =>
  count === 0 ? 'missing' : count < min ? 'under' : count > max ? 'over' : 'ok';

/** The brief's terms (and the secondary keywords) with the doc's count and status, in the brief's order. */
export function scoreTerms(ctx: TScoreContext): TTermRow[] {
  const briefTerms = ctx.snapshot?.terms ?? [];
  const all = [...briefTerms, ...secondaryTerms(ctx, new Set(briefTerms.map((term) => term.key)))];
  return all.map((term) => {
    const count = termCount(ctx, term.key);
    return { key: term.key, phrase: term.phrase, count, min: term.min, max: term.max, status: statusOf(count, term.min, term.max), weight: Math.max(MIN_WEIGHT, term.weight) };
  });
}

/** Credit for one term: used within or above its range 1, under it the share of its minimum, missing 0. */
const creditOf = (term: TTermRow) => (term.status === 'ok' || term.status === 'over' ? 1 : term.min > 0 ? term.count / term.min : 1);

/**
 * Term coverage: 30 × the weighted share of the terms the doc covers (a term's weight is the share
 * of competitor pages that use it; a secondary keyword weighs 1).
 */
export function termCoverage(ctx: TScoreContext, terms: TTermRow[]): TComponentResult {
  const rule = `${TERMS_MAX} × the share of the brief's terms (and secondary keywords) used as often as the brief recommends, each weighted by how many competitors use it; a term used less than its minimum counts in part.`;
  if (!terms.length) {
    return unscored('terms', 'Terms from the brief', rule, ctx.snapshot ? 'The brief lists no terms.' : 'Needs a brief or secondary keywords.');
  }
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  const earned = terms.reduce((sum, term) => sum + term.weight * creditOf(term), 0);
  const points = Math.round((TERMS_MAX * earned) / total);
  const covered = terms.filter((term) => term.status === 'ok' || term.status === 'over').length;
  const gains = terms
    .map((term) => ({ term, gain: (TERMS_MAX * term.weight * (1 - creditOf(term))) / total }))
    .filter((entry) => entry.gain > 0)
    .sort((a, b) => b.gain - a.gain || (a.term.key < b.term.key ? -1 : 1));
  const actions: TScoreAction[] = gains.slice(0, NAMED_ACTIONS).map(({ term, gain }) => ({
    id: `terms:${term.key}`,
    text: `Use “${term.phrase}” ${term.min === term.max ? term.min : `${term.min}–${term.max}`} times (now ${term.count})`,
    gain: roundGain(gain),
  }));
  const rest = gains.slice(NAMED_ACTIONS);
  if (rest.length) {
    actions.push({
      id: 'terms:rest',
      text: `Cover ${rest.length} more term${rest.length === 1 ? '' : 's'} of the brief`,
      gain: roundGain(rest.reduce((sum, entry) => sum + entry.gain, 0)),
    });
  }
  const detail = `${covered} of ${terms.length} terms used enough.`;
  return { component: { id: 'terms', label: 'Terms from the brief', points, max: TERMS_MAX, rule, detail }, actions };
}
