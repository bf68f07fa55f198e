/** A range of the analysed text (UTF-16 offsets, end exclusive). */
export type TStyleRange = { start: number; end: number };

export type TStyleLevel = 'ok' | 'notice' | 'strong';
export type TStyleSignalId = 'sentenceLength' | 'sentenceOpeners' | 'stockPhrases' | 'passiveVoice' | 'paragraphLength' | 'lexicalVariety';

/**
 * One writing-style signal: its value (null when it is not measured: too little text, or a
 * language it does not cover), how strongly it reads as machine-written, one plain sentence on
 * what it measures, and the sentences behind it (offsets into the analysed text; for paragraph
 * length, the paragraphs). `found` names what was found (stock phrases, repeated openers).
 */
export type TStyleSignal = {
  id: TStyleSignalId;
  label: string;
  value: number | null;
  unit: string;
  level: TStyleLevel;
  explanation: string;
  sentences: TStyleRange[];
  found: string[];
};

/** At most this many sentences are pointed at per signal: enough to show the pattern. */
export const MAX_MARKED = 20;

/** Fewer prose sentences than this, and length and opener patterns are not judged (a few sentences have no rhythm). */
export const MIN_SENTENCES = 5;

/** Rounds a value for display and tests: two decimals. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The coefficient of variation (population standard deviation / mean) of counts; 0 for no counts or a zero mean. */
export function variationOf(counts: number[]): number {
  if (counts.length === 0) return 0;
  const mean = counts.reduce((sum, n) => sum + n, 0) / counts.length;
  if (mean === 0) return 0;
  const variance = counts.reduce((sum, n) => sum + (n - mean) ** 2, 0) / counts.length;
  return Math.sqrt(variance) / mean;
}

/** The first MAX_MARKED ranges in text order. */
export function marked(ranges: TStyleRange[]): TStyleRange[] {
  return [...ranges].sort((a, b) => a.start - b.start).slice(0, MAX_MARKED).map(({ start, end }) => ({ start, end }));
}
