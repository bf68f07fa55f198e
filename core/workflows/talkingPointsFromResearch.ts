import { passagesAbout, passageStems, wordsInCommon } from '../analysis/aboutSubject';
import { isContentWord, wordsOf } from '../analysis/contentWords';
import { claimSubject } from '../analysis/evidence';
import { sentenceSpans, wordTokens } from '../analysis/language';
import type { TSubject } from '../analysis/subjects';
import { cutAtWord } from '../text/cutAtWord';

/** Points quoted per subheading, at most. */
export const OFFLINE_POINTS_PER_SECTION = 4;
/** The longest point kept (a workflow's point holds 500 characters); a longer sentence is cut at a word. */
const MAX_POINT_CHARS = 500;
/** Fewer words than this is a label ("Key facts"), not a point. */
const MIN_POINT_WORDS = 4;

export type TTalkingPoints = { heading: string; points: string[] };

/**
 * Talking points without a model (the offline engine): for each subheading, the sentences of the
 * research about it, quoted as written — FactGPT's relevance rule (every name of the subheading,
 * enough of its content words, about as many as the best sentence), with the headline's own words
 * set aside, since every sentence of the research is about the headline. At most four per
 * subheading, each sentence used once (by the first subheading it fits), best first. A subheading
 * the research says nothing about gets no points: nothing is invented.
 */
export function talkingPointsFromResearch(input: { headline: string; outline: readonly string[]; research: string; perSection?: number }): TTalkingPoints[] {
  const limit = input.perSection ?? OFFLINE_POINTS_PER_SECTION;
  const sentences = researchSentences(input.research);
  const topic = new Set(wordsOf(sentenceCased(input.headline)).filter((word) => isContentWord(word.text)).map((word) => word.stem));
  const used = new Set<number>();
  return input.outline.map((heading) => {
    const subject = subjectOf(heading, topic);
    if (!subject) return { heading, points: [] };
    const about = passagesAbout(subject, sentences)
      .filter((sentence) => !used.has(sentence.at))
      .map((sentence) => ({ ...sentence, shared: wordsInCommon(subject, passageStems(sentence)) }))
      .sort((a, b) => b.shared - a.shared || a.at - b.at)
      .slice(0, limit);
    for (const sentence of about) used.add(sentence.at);
    return { heading, points: about.map((sentence) => sentence.text) };
  });
}

/** A sentence's closing mark, with closing quotes or brackets after it. */
const TERMINATED = /[.!?…]["”’')\]]*$/;
/** The number of the passage a fact cites, right after its sentence ("… water. [3]"). */
const CITATION = /^ ?\[\d+\]/;

/**
 * The research's sentences that can be points, as written, each once: a sentence never spans
 * lines, keeps the passage number it cites, and ends with a closing mark (a keyword, a headline
 * or a label line like "Facts:" is not a point).
 */
function researchSentences(research: string): { text: string; at: number }[] {
  const seen = new Set<string>();
  const out: { text: string; at: number }[] = [];
  for (const span of sentenceSpans(research, wordTokens(research))) {
    if (isLabelLine(research, span.start)) continue;
    const citation = CITATION.exec(research.slice(span.end))?.[0] ?? '';
    const sentence = research.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
    const text = `${sentence}${citation}`;
    if (span.endToken - span.firstToken < MIN_POINT_WORDS || !TERMINATED.test(sentence) || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push({ text: cutAtWord(text, MAX_POINT_CHARS), at: span.start });
  }
  return out;
}

/** Whether the line a sentence starts on introduces what follows ("Facts:", "From Feeding your starter (https://…):"): a label, not a point. */
function isLabelLine(research: string, at: number): boolean {
  const end = research.indexOf('\n', at);
  return research.slice(at, end < 0 ? undefined : end).trimEnd().endsWith(':');
}

/** What a subheading is about beyond the headline: its words without the headline's (all of them when nothing else is left). */
function subjectOf(heading: string, topic: ReadonlySet<string>): TSubject | null {
  const subject = claimSubject(sentenceCased(heading));
  if (!subject) return null;
  const own = subject.stems.filter((stem) => !topic.has(stem));
  if (!own.length) return subject;
  return { ...subject, stems: own, names: subject.names.filter((name) => own.includes(name)) };
}

/**
 * A Title-Cased Heading in sentence case, so its capitals do not all read as names (a passage
 * must hold every name): words other than acronyms and mixed-case brands lose their capital
 * when most of the heading's words have one. A heading in sentence case is left as written.
 */
export function sentenceCased(heading: string): string {
  const words = wordsOf(heading).filter((word) => /\p{L}/u.test(word.text));
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word.text)).length;
  if (words.length < 2 || capitalised * 2 <= words.length) return heading;
  return heading.replace(/[\p{L}\p{M}]+/gu, (word) => (/^\p{Lu}[\p{Ll}\p{M}]*$/u.test(word) ? word.toLowerCase() : word));
}
