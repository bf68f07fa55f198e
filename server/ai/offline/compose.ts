import type { TPassage } from '@core/api/citations';
import { splitSentences } from '@core/text/dropStarredSentences';
import { queryTerms, questionTopic, relevance } from './relevance';

const MAX_SENTENCES = 8;
const PER_PASSAGE = 2;

type TPick = { passage: TPassage; sentence: string; score: number; order: number };

/** The sentences of a passage worth quoting: the most relevant ones, in their own order. */
function pickSentences(passage: TPassage, terms: readonly string[], rank: number): TPick[] {
  const sentences = splitSentences(passage.text.replace(/\s+/g, ' '))
    .map((sentence, order) => ({ passage, sentence: sentence.trim(), score: relevance(sentence, terms), order }))
    .filter((pick) => pick.sentence.length > 2);
  const relevant = sentences.filter((pick) => pick.score > 0).sort((a, b) => b.score - a.score || a.order - b.order);
  // The passage was retrieved for this question; with no word in common, its opening still says why.
  const chosen = relevant.length ? relevant.slice(0, PER_PASSAGE) : rank === 0 ? sentences.slice(0, 1) : [];
  return chosen.sort((a, b) => a.order - b.order);
}

const heading = (passage: TPassage) => (passage.location ? `${passage.title} (${passage.location})` : passage.title);

/**
 * The offline engine's answer from passages: their most relevant sentences, quoted as written,
 * grouped by source, each followed by its citation [n]. It writes no sentence of its own beyond
 * the opening line, so everything it presents as sourced is a source's own words.
 */
export function composeFromPassages(query: string, passages: readonly TPassage[]): { text: string; cited: TPassage[] } {
  const terms = queryTerms(query);
  const picks: TPick[] = [];
  passages.forEach((passage, rank) => picks.push(...pickSentences(passage, terms, rank)));
  const kept = picks.slice(0, MAX_SENTENCES);
  if (!kept.length) return { text: 'Your selected sources have nothing that matches this question.', cited: [] };
  const groups = new Map<string, TPick[]>();
  for (const pick of kept) {
    const key = heading(pick.passage);
    groups.set(key, [...(groups.get(key) ?? []), pick]);
  }
  const sections = [...groups.entries()].map(([title, group]) => `**${title}**\n${group.map((pick) => `${pick.sentence} [${pick.passage.n}]`).join(' ')}`);
  const cited = passages.filter((passage) => kept.some((pick) => pick.passage.n === passage.n));
  return { text: `What your sources say:\n\n${sections.join('\n\n')}`, cited };
}

/** Follow-up questions the offline engine can answer itself: more from the sources it quoted. */
export function offlineFollowUps(query: string, cited: readonly TPassage[]): string[] {
  const titles = [...new Set(cited.map((passage) => passage.title))].slice(0, 2);
  const topic = questionTopic(query, cited.map((passage) => passage.text).join(' '));
  const asks = titles.map((title) => `What else does “${title}” say${topic ? ` about ${topic}` : ''}?`);
  if (titles.length) asks.push(`What are the key points of “${titles[0]}”?`);
  return asks.slice(0, 3);
}
