import { stemSet, wordsOf, isContentWord } from '../../analysis/contentWords';
import { splitSentences } from '../../text/dropStarredSentences';
import { cutAtWord } from '../../text/cutAtWord';
import type { TFaq } from '../toolAnswer';
import { quotableSentences, sectionsOf, summarySentences } from './extractiveSummary';

/**
 * FAQs without a model: the questions the text itself asks (a heading or a sentence ending in "?"),
 * each answered by the sentences that follow it, quoted. A text that asks nothing gives none.
 */
export function faqsFromText(text: string, count: number): TFaq[] {
  const pairs: TFaq[] = [];
  for (const section of sectionsOf(text)) {
    const parts = [section.heading, ...splitSentences(section.body)].map((part) => part.replace(/\s+/g, ' ').replace(/^#+\s*/, '').trim()).filter(Boolean);
    parts.forEach((part, index) => {
      if (!part.endsWith('?')) return;
      const answer: string[] = [];
      for (const next of parts.slice(index + 1)) {
        if (next.endsWith('?') || answer.length === 2) break;
        answer.push(next);
      }
      if (answer.length && !pairs.some((pair) => pair.question === part)) pairs.push({ question: part, answer: answer.join(' ') });
    });
  }
  return pairs.slice(0, count);
}

/** Meta descriptions run 120–160 characters. */
const META_MAX = 160;

/**
 * A meta description without a model: the text's most central sentences that name the keyword
 * (its content words' stems), joined while they fit 160 characters; else the most central sentence
 * cut at a word. `hasKeyword` says whether the keyword is in it.
 */
export function metaDescriptionFromText(text: string, keyword: string): { description: string; hasKeyword: boolean } {
  const wanted = [...stemSet(keyword)].filter((stem) => wordsOf(keyword).some((word) => word.stem === stem && isContentWord(word.text)));
  const ranked = summarySentences(text, 40);
  const naming = ranked.filter((sentence) => {
    const stems = stemSet(sentence);
    return wanted.length > 0 && wanted.every((stem) => stems.has(stem));
  });
  const pool = naming.length ? naming : ranked;
  let description = '';
  for (const sentence of pool) {
    const joined = description ? `${description} ${sentence}` : sentence;
    if (joined.length > META_MAX) break;
    description = joined;
  }
  if (!description && pool[0]) description = `${cutAtWord(pool[0], META_MAX - 1)}…`;
  return { description, hasKeyword: naming.length > 0 };
}

/** The headings a pasted page shows (Markdown or title-like lines), for an outline drawn from them. */
export function headingsOfText(text: string): string[] {
  return sectionsOf(text)
    .map((section) => section.heading)
    .filter((heading) => heading && !/^(?:Introduction|Part \d+)$/.test(heading));
}

/** Bullet points as sentences: capitalised and closed with a full stop, each still its own line. */
export function bulletSentences(points: readonly string[]): string[] {
  return points
    .map((point) => point.trim().replace(/[;,:]$/, ''))
    .filter(Boolean)
    .map((point) => point.charAt(0).toUpperCase() + point.slice(1))
    .map((point) => (/[.!?…]$/.test(point) ? point : `${point}.`));
}

/** Whether the text has any sentence worth quoting (an empty extraction says so instead of answering). */
export function hasQuotableText(text: string): boolean {
  return quotableSentences(text).length > 0;
}
