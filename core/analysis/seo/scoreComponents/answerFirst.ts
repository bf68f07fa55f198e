import { wordTokens } from '../../language';
import { keywordShare } from '../keywordMatch';
import { unscored, type TComponentResult, type TScoreContext } from '../scoreTypes';

export const ANSWER_FIRST_MAX = 10;

/** Openings that delay the answer ("In this article…", "Have you ever…"), in the languages of spec §3. */
const PREAMBLE = new RegExp(
  '^(?:in this (?:article|post|guide|blog)|have you ever|are you (?:looking|wondering)|if you(?:\'re| are) (?:looking|wondering)|welcome|'
  + "today,? (?:we|i)|let's|let us|en este (?:artículo|post)|dans cet (?:article|billet)|in diesem (?:artikel|beitrag)|"
  + 'in questo articolo|neste artigo|in dit artikel|w tym artykule|bu yazıda|trong bài viết này)',
  'iu',
);

const firstSentence = (text: string) => /^[\s\S]*?[.!?…](?=\s|$)/.exec(text)?.[0] ?? text;

/**
 * Answer first (what AI answer engines quote): the doc opens with a paragraph of 20–80 words (4
 * points; 10–19 or 81–120 words, 2), whose first sentence names the keyword (all its words 3,
 * half of them 1) and states rather than asks or announces (3).
 */
export function answerFirstComponent(ctx: TScoreContext): TComponentResult {
  const rule = 'The doc opens (after its H1) with a paragraph of 20–80 words: 4 points (10–19 or 81–120 words: 2); its first sentence holds all the keyword\'s words: 3 (half of them: 1); it states an answer, not a question or a preamble like “In this article…”: 3.';
  const label = 'Answers first';
  if (!ctx.keywordKey) return unscored('answer-first', label, rule, 'Needs a target keyword.');
  const opening = ctx.doc.blocks.find((block) => block.kind !== 'h1');
  if (!opening || opening.kind !== 'p') {
    return {
      component: { id: 'answer-first', label, points: 0, max: ANSWER_FIRST_MAX, rule, detail: 'The doc does not open with a paragraph.' },
      actions: [{ id: 'answer-first', text: `Open with a 20–80-word paragraph that answers “${ctx.keyword}”`, gain: ANSWER_FIRST_MAX }],
    };
  }
  const words = wordTokens(opening.text).length;
  const lengthPoints = words >= 20 && words <= 80 ? 4 : words >= 10 && words <= 120 ? 2 : 0;
  const sentence = firstSentence(opening.text).trim();
  const share = keywordShare(sentence, ctx.keyword, ctx.code);
  const namePoints = share === 1 ? 3 : share >= 0.5 ? 1 : 0;
  const states = !sentence.endsWith('?') && !PREAMBLE.test(sentence.replace(/^["“«'¡]+/u, ''));
  const statePoints = states ? 3 : 0;
  const points = lengthPoints + namePoints + statePoints;
  const actions = [
    ...(lengthPoints < 4 ? [{ id: 'answer-first:length', text: `Make the opening paragraph 20–80 words (now ${words})`, gain: 4 - lengthPoints }] : []),
    ...(namePoints < 3 ? [{ id: 'answer-first:keyword', text: `Name “${ctx.keyword}” in the first sentence`, gain: 3 - namePoints }] : []),
    ...(statePoints < 3 ? [{ id: 'answer-first:state', text: 'Start with the answer, not a question or an introduction', gain: 3 }] : []),
  ];
  const detail = `Opening paragraph of ${words} words; first sentence ${namePoints === 3 ? 'names the keyword' : namePoints ? 'names part of the keyword' : 'does not name the keyword'} and ${states ? 'states an answer' : 'asks or announces'}.`;
  return { component: { id: 'answer-first', label, points, max: ANSWER_FIRST_MAX, rule, detail }, actions };
}
