import { WORKFLOW_LIMITS, type TResearchQuestion } from '../api/workflows';
import { cutAtWord } from '../text/cutAtWord';

/** Words a question opens with, in the workflow's languages (lower-cased). */
const QUESTION_OPENERS = new Set(
  `what how why when where who whom whose which can could should would will do does did is are was were has have had may might
  shall am isn aren doesn don didn won wouldn shouldn can't cannot
  qué que cómo como cuál cuáles cuándo dónde quién quiénes cuánto cuántos
  quoi comment pourquoi quand où qui quel quelle quels quelles est-ce combien
  was wie warum wann wo wer welche welcher welches wieso weshalb kann ist sind gibt
  cosa come perché quando dove chi quale quali quanto
  quem qual quais onde porque
  wat hoe waarom wanneer waar wie welke kan is zijn`.split(/\s+/),
);

/** The shortest and longest text kept as a question. */
const MIN_QUESTION_CHARS = 10;
const MAX_QUESTION_CHARS = 300;

/** Site names a result title ends with (" - Quora", " | Reddit", " : r/gardening"). */
const SITE_SUFFIX = /\s+(?:[-|–—·»:]|::)\s+(?:r\/[\w-]+(?:\s+-\s+reddit)?|[^-|–—·»:?]{1,40})$/iu;
/** Reddit's other title form ("r/gardening on Reddit: How do I…"). */
const REDDIT_PREFIX = /^r\/[\w-]+\s+on\s+reddit\s*:\s*/i;

const firstWord = (text: string) => /^[¿¡"“']*([\p{L}'’-]+)/u.exec(text)?.[1]?.toLowerCase().replace(/’/g, "'") ?? '';
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whether a text reads as a question: it ends with "?" (or opens with "¿"), or opens with a question word and has three words or more. */
export function looksLikeQuestion(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < MIN_QUESTION_CHARS) return false;
  if (/\?["'”’)]*$/.test(trimmed) || trimmed.startsWith('¿')) return true;
  return QUESTION_OPENERS.has(firstWord(trimmed)) && words(trimmed) >= 3;
}

/** A question as shown: one line, at most MAX_QUESTION_CHARS, ending with "?". */
function asQuestion(text: string): string {
  const line = cutAtWord(text.replace(/\s+/g, ' ').trim(), MAX_QUESTION_CHARS).replace(/[\s.,;:!…-]+$/u, '');
  return /[?？]["'”’)]*$/.test(line) ? line : `${line}?`;
}

/**
 * The question a search result's title asks, or null when it asks none: the site's name taken off
 * (" - Quora", " : r/gardening", "r/… on Reddit:"), and after a "?" nothing kept (it is the site's
 * part of the title). Quora and Reddit titles are mostly questions; a title that is not one is left out.
 */
export function questionFromTitle(title: string): string | null {
  let text = title.replace(/\s+/g, ' ').trim().replace(REDDIT_PREFIX, '');
  const mark = text.lastIndexOf('?');
  if (mark >= 0) text = text.slice(0, mark + 1);
  else for (let i = 0; i < 2 && SITE_SUFFIX.test(text); i += 1) text = text.replace(SITE_SUFFIX, '');
  return looksLikeQuestion(text) ? asQuestion(text) : null;
}

/** A question's identity: its letters and digits, lower-cased ("What is soil?" = "what is soil"). */
const questionKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A provider's related search that reads as a question, shown as one; null for a plain keyword. */
export function relatedQuestion(text: string): string | null {
  return looksLikeQuestion(text) ? asQuestion(text) : null;
}

/** Questions in their given order, each once (by its words), at most WORKFLOW_LIMITS.questions; addresses past the contract's length are dropped. */
export function mergeQuestions(questions: readonly TResearchQuestion[], limit: number = WORKFLOW_LIMITS.questions): TResearchQuestion[] {
  const seen = new Set<string>();
  const kept: TResearchQuestion[] = [];
  for (const question of questions) {
    const key = questionKey(question.text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push({ text: question.text.slice(0, 500), source: question.source, url: question.url && question.url.length <= 2_000 ? question.url : null });
    if (kept.length >= limit) break;
  }
  return kept;
}
