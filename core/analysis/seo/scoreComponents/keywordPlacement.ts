import { keywordMatch } from '../keywordMatch';
import { unscored, type TComponentResult, type TScoreContext } from '../scoreTypes';

type TPlace = { id: string; label: string; max: number; where: string; texts: (ctx: TScoreContext) => string[] | null; fix: string };

/** Where the keyword should appear, and the points each place is worth. */
export const KEYWORD_PLACES: TPlace[] = [
  { id: 'keyword-title', label: 'Keyword in the title', max: 5, where: 'the title', texts: (ctx) => [ctx.title], fix: 'Put “{k}” in the title' },
  {
    id: 'keyword-intro', label: 'Keyword in the first paragraph', max: 5, where: 'the first paragraph',
    texts: (ctx) => [ctx.doc.blocks.find((block) => block.kind === 'p')?.text ?? ''], fix: 'Use “{k}” in the first paragraph',
  },
  {
    id: 'keyword-heading', label: 'Keyword in a heading', max: 4, where: 'a heading (H1–H4)',
    texts: (ctx) => ctx.doc.blocks.filter((block) => block.kind.startsWith('h')).map((block) => block.text), fix: 'Use “{k}” in a heading',
  },
  { id: 'keyword-meta', label: 'Keyword in the meta description', max: 3, where: 'the meta description', texts: (ctx) => [ctx.meta], fix: 'Use “{k}” in the meta description' },
  {
    id: 'keyword-slug', label: 'Keyword in the slug', max: 3, where: 'the slug',
    // Slug words are split on - _ / . so "garden-soil-guide" reads "garden soil guide".
    texts: (ctx) => (ctx.slug === null ? null : [ctx.slug.replace(/[-_/.+]+/g, ' ')]), fix: 'Put “{k}” in the slug',
  },
];

/** The keyword as a phrase earns all of a place's points; all its words in another order, half (rounded up). */
const partOf = (max: number) => Math.ceil(max / 2);

/** One keyword-placement component: the best match among the place's texts. */
export function keywordPlacement(ctx: TScoreContext, place: TPlace): TComponentResult {
  const rule = `The keyword in ${place.where} earns ${place.max} points; all its words there in another order earn ${partOf(place.max)}.`;
  if (!ctx.keywordKey) return unscored(place.id, place.label, rule, 'Needs a target keyword.');
  const texts = place.texts(ctx);
  if (texts === null) return unscored(place.id, place.label, rule, 'This doc has no slug.');
  const matches = texts.map((text) => keywordMatch(text, ctx.keyword, ctx.keywordKey, ctx.code));
  const points = matches.includes('phrase') ? place.max : matches.includes('words') ? partOf(place.max) : 0;
  const detail = points === place.max ? `“${ctx.keyword}” is in ${place.where}.`
    : points > 0 ? `All the words of “${ctx.keyword}” are in ${place.where}, not as the phrase.`
    : texts.every((text) => !text.trim()) ? `${place.where[0]!.toUpperCase()}${place.where.slice(1)} is empty.`
    : `“${ctx.keyword}” is not in ${place.where}.`;
  const actions = points < place.max ? [{ id: place.id, text: place.fix.replace('{k}', ctx.keyword), gain: place.max - points }] : [];
  return { component: { id: place.id, label: place.label, points, max: place.max, rule, detail }, actions };
}
