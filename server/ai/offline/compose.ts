import { passagesAbout, wordsInCommon } from '@core/analysis/aboutSubject';
import { stemSet } from '@core/analysis/contentWords';
import { subjectsOf, type TSubject } from '@core/analysis/subjects';
import type { TPassage } from '@core/api/citations';
import { splitSentences } from '@core/text/dropStarredSentences';
import { questionTopic } from './relevance';

const MAX_SENTENCES = 10;
const PER_PASSAGE = 2;
/** Passages quoted per subject: the answer shows the best evidence, not everything that matches. */
const PASSAGES_PER_SUBJECT = 3;

/** The opening of an answer that finds nothing: a fixed phrase, so people and tests can rely on it. */
export const DO_NOT_ANSWER = 'Your sources do not answer this';

type TPick = { passage: TPassage; sentence: string; order: number };

/**
 * The sentences of a passage worth quoting for a subject: those sharing the most of its words
 * (within a quarter of the best), at most two, in their own order. A passage about the subject
 * through its title or section alone ("section Refunds") is quoted from its opening sentence.
 */
function pickSentences(passage: TPassage, subject: TSubject): TPick[] {
  const sentences = splitSentences(passage.text.replace(/\s+/g, ' '))
    .map((sentence, order) => ({ passage, sentence: sentence.trim(), order, shared: wordsInCommon(subject, stemSet(sentence)) }))
    .filter((pick) => pick.sentence.length > 2);
  const best = Math.max(0, ...sentences.map((pick) => pick.shared));
  if (best === 0) return sentences.slice(0, 1);
  const floor = Math.max(1, Math.ceil(best * 0.75));
  const chosen = sentences.filter((pick) => pick.shared >= floor).sort((a, b) => b.shared - a.shared || a.order - b.order);
  return chosen.slice(0, PER_PASSAGE).sort((a, b) => a.order - b.order);
}

const heading = (passage: TPassage) => (passage.location ? `${passage.title} (${passage.location})` : passage.title);

/** The subjects as the question names them: “harbour wall” or “queen”. */
export function subjectLabels(query: string): string {
  return subjectsOf(query)
    .map((subject) => `“${subject.label}”`)
    .join(' or ');
}

/** The answer when nothing in `scope` is about the question: says so, and what was searched for. */
export function doNotAnswer(query: string, scope: string): string {
  const labels = subjectLabels(query);
  return labels
    ? `${DO_NOT_ANSWER}: nothing in ${scope} is about ${labels}.`
    : `${DO_NOT_ANSWER}: the question does not name what to look for in ${scope}. Ask about a subject by name.`;
}

/**
 * The offline engine's answer from passages: for each subject of the question, the passages about
 * it (the same decision as retrieval, core/analysis passagesAbout) and their sentences that share
 * the most of its words, quoted as written, grouped by source, each followed by its citation [n].
 * It writes no sentence of its own beyond the opening line, so everything it presents as sourced
 * is a source's own words; when nothing is about the question it says so (doNotAnswer).
 */
export function composeFromPassages(query: string, passages: readonly TPassage[], scope = 'the sources searched'): { text: string; cited: TPassage[] } {
  const perSubject = subjectsOf(query).map((subject) =>
    passagesAbout(subject, passages)
      .slice(0, PASSAGES_PER_SUBJECT)
      .flatMap((passage) => pickSentences(passage, subject)),
  );
  // Each subject in turn, so a question about two things quotes evidence for both.
  const kept: TPick[] = [];
  for (let rank = 0; kept.length < MAX_SENTENCES && perSubject.some((picks) => rank < picks.length); rank++) {
    for (const pick of perSubject.map((picks) => picks[rank])) {
      if (!pick || kept.length >= MAX_SENTENCES || kept.some((known) => known.passage.n === pick.passage.n && known.order === pick.order)) continue;
      kept.push(pick);
    }
  }
  if (!kept.length) return { text: doNotAnswer(query, scope), cited: [] };
  const groups = new Map<string, TPick[]>();
  for (const pick of kept) {
    const key = heading(pick.passage);
    groups.set(key, [...(groups.get(key) ?? []), pick]);
  }
  const sections = [...groups.entries()].map(
    ([title, group]) =>
      `**${title}**\n${group
        .sort((a, b) => a.passage.n - b.passage.n || a.order - b.order)
        .map((pick) => `${pick.sentence} [${pick.passage.n}]`)
        .join(' ')}`,
  );
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
