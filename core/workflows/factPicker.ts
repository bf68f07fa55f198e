import { passageStems, requiredMatches, wordsInCommon } from '../analysis/aboutSubject';
import { detectClaims, verifySpan, type TClaimKind, type TPassageSpan } from '../analysis/claims';
import { stemSet } from '../analysis/contentWords';
import { claimSubject } from '../analysis/evidence';
import { sentenceSpans, wordTokens } from '../analysis/language';
import { WORKFLOW_LIMITS } from '../api/workflows';

/** A source facts are picked from: its text as read (a page, a stored chunk) and what frames it. */
export type TFactSource = { text: string; title?: string | null; location?: string | null };

/** A fact and its passage, both exact spans: `source.text.slice(passage.start, passage.end) === passage.text`, `passage.text.slice(start, end) === text`. */
export type TPickedFact = { text: string; start: number; end: number; passage: TPassageSpan };

/** How a fact's passage is cut: the sentence with its neighbours in its paragraph, or the whole source (a stored chunk, as FactGPT cites it). */
export type TPassageShape = 'sentences' | 'whole';

/** A fact is one sentence of this many words and characters at most (longer is a list or a run-on text). */
const MIN_FACT_WORDS = 5;
const MAX_FACT_CHARS = 500;
/** A page passage: the fact's sentence and its neighbours in the paragraph, up to this many characters. */
const MAX_PASSAGE_CHARS = 700;

/** What makes a sentence a checkable fact: a number, an amount, a date, or a name (detectClaims' kinds). */
const FACT_KINDS = new Set<TClaimKind>(['number', 'quantity', 'date', 'name']);
const isNumeric = (kind: TClaimKind) => kind === 'number' || kind === 'quantity' || kind === 'date';
/** Site furniture that states numbers and names without being about anything. */
const BOILERPLATE = /©|\bcopyright\b|all rights reserved|\bcookies?\b|privacy policy|terms of (?:use|service)|\bsubscribe\b|\bnewsletter\b|\bsign up\b|\blog in\b/i;
/** A statement ends with a full stop or an exclamation mark (and maybe a closing quote or bracket). */
const TERMINATED = /[.!…。！]["'”’)\]]*$/u;

type TCandidate = { start: number; end: number; shared: number; numeric: boolean };

/**
 * The checkable facts of a source about a topic, by rules alone (no model, so they cost nothing and
 * work offline): whole sentences that detectClaims finds a number, an amount, a date or a name in,
 * that end like a statement, share a content word with the topic and, with the source's title and
 * section, hold every name of the topic and enough of its words (the relevance rule of
 * core/analysis/aboutSubject). Best first by shared words, then numbers and dates before names; at
 * most `limit`, returned in the source's order. Every fact and passage is checked with verifySpan
 * before it is kept.
 */
export function pickFacts(topic: string, source: TFactSource, options: { limit?: number; language?: string | null; passage?: TPassageShape } = {}): TPickedFact[] {
  const subject = claimSubject(topic);
  const limit = options.limit ?? WORKFLOW_LIMITS.factsPerSheet;
  if (!subject?.stems.length || limit < 1 || !source.text.trim()) return [];
  const { text } = source;
  const context = passageStems({ text: '', title: source.title, location: source.location });
  const needed = requiredMatches(subject.stems.length);
  const candidates = new Map<number, TCandidate>();
  for (const claim of detectClaims(text, { language: options.language }).claims) {
    const { sentenceStart: start, sentenceEnd: end } = claim;
    if (!claim.kinds.some((kind) => FACT_KINDS.has(kind))) continue;
    const known = candidates.get(start);
    if (known) {
      known.numeric ||= claim.kinds.some(isNumeric);
      continue;
    }
    const sentence = text.slice(start, end);
    if (end - start > MAX_FACT_CHARS || !TERMINATED.test(sentence) || BOILERPLATE.test(sentence) || wordTokens(sentence).length < MIN_FACT_WORDS) continue;
    const own = stemSet(sentence);
    const shared = wordsInCommon(subject, own);
    const framed = new Set([...own, ...context]);
    if (shared < 1 || subject.names.some((name) => !framed.has(name)) || wordsInCommon(subject, framed) < needed) continue;
    candidates.set(start, { start, end, shared, numeric: claim.kinds.some(isNumeric) });
  }
  const seen = new Set<string>();
  const best = [...candidates.values()]
    .sort((a, b) => b.shared - a.shared || Number(b.numeric) - Number(a.numeric) || a.start - b.start)
    .filter((candidate) => {
      const key = text.slice(candidate.start, candidate.end).toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit)
    .sort((a, b) => a.start - b.start);
  const passageOf = options.passage === 'whole' ? () => ({ start: 0, end: text.length }) : sentencesAround(text);
  const picked: TPickedFact[] = [];
  for (const candidate of best) {
    const bounds = passageOf(candidate);
    const passage = { text: text.slice(bounds.start, bounds.end), start: bounds.start, end: bounds.end };
    const fact = { text: text.slice(candidate.start, candidate.end), start: candidate.start - bounds.start, end: candidate.end - bounds.start };
    if (verifySpan(text, passage) && verifySpan(passage.text, fact)) picked.push({ ...fact, passage });
  }
  return picked;
}

/**
 * A sentence's passage in a page: the sentence, then its next and previous sentences in the same
 * paragraph (no line break between) while the passage stays within MAX_PASSAGE_CHARS.
 */
function sentencesAround(text: string): (sentence: { start: number; end: number }) => { start: number; end: number } {
  const sentences = sentenceSpans(text, wordTokens(text));
  const index = new Map(sentences.map((sentence, at) => [sentence.start, at]));
  const joined = (from: number, to: number) => !text.slice(from, to).includes('\n');
  return (sentence) => {
    let { start, end } = sentence;
    const at = index.get(start);
    if (at === undefined) return { start, end };
    for (let before = at - 1, after = at + 1, grew = true; grew; ) {
      grew = false;
      const next = sentences[after];
      if (next && joined(end, next.start) && next.end - start <= MAX_PASSAGE_CHARS) [end, after, grew] = [next.end, after + 1, true];
      const previous = sentences[before];
      if (previous && joined(previous.end, start) && end - previous.start <= MAX_PASSAGE_CHARS) [start, before, grew] = [previous.start, before - 1, true];
    }
    return { start, end };
  };
}
