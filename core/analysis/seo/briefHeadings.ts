import type { TBriefSnapshot } from '../../api/seo';
import { wordTokens, type TLanguageCode } from '../language';
import { phraseKey } from './phraseKey';

/** Common headings and questions a brief lists at most. */
export const MAX_COMMON_HEADINGS = 20;
export const MAX_HEADING_QUESTIONS = 15;
export const MAX_RELATED_QUESTIONS = 10;

type THeadingPage = { headings: ReadonlyArray<{ level: number; text: string }> };

/** "1. Why soil matters", "Step 2: Dig", "IV. Care" → the heading without its numbering. */
export function headingText(text: string): string {
  return text
    .replace(/^\s*(?:(?:step|part|chapter|tip)\s+\d+\s*[.):–-]?\s+|(?:\d+|[ivx]+)[.):]\s+)/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading's identity across pages: its words' stems in order ("Watering Tips" = "watering tip"). */
export function headingKey(text: string, code: TLanguageCode | null): string {
  const words = wordTokens(headingText(text)).map((token) => token.word);
  return words.length ? phraseKey(words, code) : '';
}

/** Words a question opens with, per language (a heading ending in "?" is a question in any language). */
const QUESTION_WORDS: Partial<Record<TLanguageCode, RegExp>> = {
  en: /^(?:how|what|why|when|where|who|whom|whose|which|can|could|should|would|will|does|do|did|is|are|was|were|has|have)\b/i,
  es: /^(?:qué|cómo|por qué|cuál|cuáles|cuándo|dónde|quién|quiénes|cuánto|cuántos)\b/i,
  fr: /^(?:comment|pourquoi|quel|quelle|quels|quelles|quand|où|qui|qu'est-ce|combien|est-ce)\b/i,
  de: /^(?:wie|was|warum|wann|wo|wer|welche|welcher|welches|wieso|weshalb)\b/i,
  it: /^(?:come|perché|cosa|che cosa|quando|dove|chi|quale|quali|quanto)\b/i,
  nl: /^(?:hoe|wat|waarom|wanneer|waar|wie|welke|welk)\b/i,
  pt: /^(?:como|por que|porque|o que|quando|onde|quem|qual|quais|quanto)\b/i,
  pl: /^(?:jak|co|dlaczego|kiedy|gdzie|kto|który|która|które|ile|czy)\b/i,
};

/** Whether a heading asks something: it ends with "?", opens with "¿", or opens with a question word. */
export function isQuestion(text: string, code: TLanguageCode | null): boolean {
  const plain = headingText(text);
  if (/[?？]\s*$/.test(plain) || plain.startsWith('¿')) return true;
  const opening = code ? QUESTION_WORDS[code] : undefined;
  return Boolean(opening?.test(plain));
}

type TTally = { text: Map<string, number>; pages: number; firstSeen: number };

function tally(pages: readonly THeadingPage[], code: TLanguageCode | null, keep: (text: string) => boolean): Map<string, TTally> {
  const tallies = new Map<string, TTally>();
  let order = 0;
  for (const page of pages) {
    const seen = new Set<string>();
    for (const heading of page.headings) {
      const text = headingText(heading.text);
      if (!text || !keep(heading.text)) continue;
      const key = headingKey(text, code);
      if (!key) continue;
      let entry = tallies.get(key);
      if (!entry) tallies.set(key, (entry = { text: new Map(), pages: 0, firstSeen: order++ }));
      entry.text.set(text, (entry.text.get(text) ?? 0) + 1);
      if (!seen.has(key)) {
        seen.add(key);
        entry.pages += 1;
      }
    }
  }
  return tallies;
}

const shownText = (forms: Map<string, number>) => [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];

/** Headings (H1–H3) that at least two pages share after normalising, most shared first. */
export function commonHeadings(pages: readonly THeadingPage[], code: TLanguageCode | null): TBriefSnapshot['common_headings'] {
  return [...tally(pages, code, () => true).values()]
    .filter((entry) => entry.pages >= 2)
    .sort((a, b) => b.pages - a.pages || a.firstSeen - b.firstSeen)
    .slice(0, MAX_COMMON_HEADINGS)
    .map((entry) => ({ text: shownText(entry.text), pages: entry.pages }));
}

/**
 * Questions people ask: the pages' question headings (most shared first, then in page order) and
 * the search provider's related searches that are questions and that the headings do not already ask.
 */
export function briefQuestions(pages: readonly THeadingPage[], related: readonly string[], code: TLanguageCode | null): TBriefSnapshot['questions'] {
  const fromHeadings = [...tally(pages, code, (text) => isQuestion(text, code))]
    .sort((a, b) => b[1].pages - a[1].pages || a[1].firstSeen - b[1].firstSeen)
    .slice(0, MAX_HEADING_QUESTIONS);
  const asked = new Set(fromHeadings.map(([key]) => key));
  const questions: TBriefSnapshot['questions'] = fromHeadings.map(([, entry]) => ({ text: shownText(entry.text), source: 'heading' }));
  let added = 0;
  for (const raw of related) {
    const text = raw.replace(/\s+/g, ' ').trim();
    const key = headingKey(text, code);
    // Providers mix related searches ("garden soil bags") with questions; only questions are listed.
    if (!key || asked.has(key) || added >= MAX_RELATED_QUESTIONS || !isQuestion(text, code)) continue;
    asked.add(key);
    questions.push({ text, source: 'related' });
    added += 1;
  }
  return questions;
}
