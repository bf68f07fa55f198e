import { passageStems, requiredMatches, wordsInCommon } from '../aboutSubject';
import { sentenceSpans, wordTokens } from '../language';
import { subjectsOf, type TSubject } from '../subjects';

/** A stretch of a source that may support or contradict a claim: its exact text and offsets, and how well it matches. */
export type TEvidenceWindow = { text: string; start: number; end: number; relevance: number };

/** Sentences a window may span: one, or two when the first names what the second says ("The tower… It was completed…"). */
const MAX_SENTENCES = 2;
/** Characters of a window shown; a longer sentence (a list, unpunctuated text) is cut at a word. */
const MAX_WINDOW_CHARS = 600;

/** What a claim is about, as one subject: every content word and name of the claim. */
export function claimSubject(claim: string): TSubject | null {
  const subjects = subjectsOf(claim);
  if (!subjects.length) return null;
  return {
    label: subjects.map((subject) => subject.label).join('; '),
    words: [...new Set(subjects.flatMap((subject) => subject.words))],
    stems: [...new Set(subjects.flatMap((subject) => subject.stems))],
    names: [...new Set(subjects.flatMap((subject) => subject.names))],
  };
}

/** The sentences of a source as [start, end) spans, the unpunctuated tail included. */
function sentencesOf(source: string): { start: number; end: number }[] {
  const tokens = wordTokens(source);
  const spans: { start: number; end: number }[] = sentenceSpans(source, tokens).map(({ start, end }) => ({ start, end }));
  const last = spans.at(-1)?.end ?? 0;
  const rest = tokens.filter((token) => token.start >= last);
  if (rest.length) spans.push({ start: rest[0]!.start, end: rest.at(-1)!.end });
  return spans;
}

/** A window's end cut to MAX_WINDOW_CHARS at a space, so it stays an exact span of the source. */
function cappedEnd(source: string, start: number, end: number): number {
  if (end - start <= MAX_WINDOW_CHARS) return end;
  const space = source.lastIndexOf(' ', start + MAX_WINDOW_CHARS);
  return space > start ? space : start + MAX_WINDOW_CHARS;
}

/**
 * The stretches of `source` that are about `claim`, best first, at most `limit`, none overlapping:
 * windows of one or two sentences that hold every name of the claim and enough of its content
 * words (aboutSubject's rule), scored by the share of the claim's words they hold. Every window is
 * `source.slice(start, end)`. None when no stretch is about the claim: "no evidence" is an answer.
 */
export function evidenceWindows(claim: string, source: string, limit = 3): TEvidenceWindow[] {
  const subject = claimSubject(claim);
  if (!subject || !subject.stems.length || limit < 1) return [];
  const sentences = sentencesOf(source);
  const needed = requiredMatches(subject.stems.length);
  const scored: (TEvidenceWindow & { shared: number })[] = [];
  for (let i = 0; i < sentences.length; i += 1) {
    for (let size = 1; size <= MAX_SENTENCES && i + size <= sentences.length; size += 1) {
      const start = sentences[i]!.start;
      const end = cappedEnd(source, start, sentences[i + size - 1]!.end);
      const text = source.slice(start, end);
      const stems = passageStems({ text });
      if (subject.names.some((name) => !stems.has(name))) continue;
      const shared = wordsInCommon(subject, stems);
      if (shared < needed) continue;
      // A second sentence must add words: otherwise the shorter window says the same.
      if (size > 1 && scored.at(-1)?.start === start && scored.at(-1)!.shared >= shared) continue;
      scored.push({ text, start, end, shared, relevance: shared / subject.stems.length });
    }
  }
  const best = Math.max(0, ...scored.map((window) => window.shared));
  // About as many of the claim's words as the best stretch (aboutSubject's third), fewer sentences first on a tie.
  const floor = Math.max(needed, best - Math.floor(best / 3));
  const ranked = scored.filter((window) => window.shared >= floor).sort((a, b) => b.shared - a.shared || a.end - a.start - (b.end - b.start) || a.start - b.start);
  const chosen: TEvidenceWindow[] = [];
  for (const window of ranked) {
    if (chosen.length >= limit) break;
    if (chosen.some((other) => window.start < other.end && other.start < window.end)) continue;
    chosen.push({ text: window.text, start: window.start, end: window.end, relevance: Math.round(window.relevance * 100) / 100 });
  }
  return chosen;
}
