import { BRAND_VOICE_LIMITS, type TBrandVoiceProfile } from '../api/brandVoices';
import { isContentWord, wordsOf } from '../analysis/contentWords';
import { sentenceSpans, wordTokens } from '../analysis/language';
import { readabilityOfTokens, type TReadability } from '../analysis/language/readability';
import { cutText, fitProfile } from './fitProfile';

/** What the person reads next to a profile drawn without a model. */
export const OFFLINE_EXTRACTION_NOTICE =
  "Extracted without a model: the tone, sentence style, vocabulary and examples come from measuring your samples. Add the do's and don'ts yourself, or connect a model for a fuller profile.";

/** The measurements a profile drawn without a model rests on (tests and the drafts read them). */
export type TVoiceMeasures = {
  words: number;
  sentences: number;
  averageSentenceWords: number;
  /** Shares of sentences, 0–1. */
  questionShare: number;
  exclamationShare: number;
  /** Per 100 words. */
  contractionsPer100: number;
  person: { we: number; you: number; i: number };
  readability: TReadability;
};

type TSentence = { text: string; words: number; sample: number; stems: Set<string> };

const WE = new Set(['we', 'our', 'ours', 'us', 'ourselves', "we're", "we've", "we'll", "we'd"]);
const YOU = new Set(['you', 'your', 'yours', 'yourself', 'yourselves', "you're", "you've", "you'll", "you'd"]);
const I = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'll", "i'd"]);
/** Contractions, not possessives: n't, 're, 've, 'll, 'm, 'd, and the common 's of "it's", "let's". */
const CONTRACTION = /(?:n't|'re|'ve|'ll|'m|'d)$|^(?:it|that|there|here|what|let|he|she|who|where|how)'s$/;
/** A sentence that ends as prose does (a heading or list item has no closing mark). */
const PROSE_END = /[.!?…]["'”’)\]]*$/;

const per100 = (count: number, words: number) => (words ? (count / words) * 100 : 0);
const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (share: number) => `${Math.round(share * 100)}%`;

function sentencesOf(samples: string[]): TSentence[] {
  const out: TSentence[] = [];
  samples.forEach((sample, index) => {
    const tokens = wordTokens(sample);
    for (const span of sentenceSpans(sample, tokens)) {
      const text = sample.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
      out.push({ text, words: span.endToken - span.firstToken, sample: index, stems: new Set(wordsOf(text).map((word) => word.stem)) });
    }
  });
  return out;
}

/** Measures the samples: sentence lengths and marks, person, contractions and reading ease (English formula). */
export function measureVoice(samples: string[]): TVoiceMeasures {
  const joined = samples.join('\n\n');
  const tokens = wordTokens(joined);
  const sentences = sentencesOf(samples);
  const count = (set: Set<string>) => tokens.filter((token) => set.has(token.word)).length;
  const ends = (mark: RegExp) => sentences.filter((sentence) => mark.test(sentence.text)).length / Math.max(1, sentences.length);
  return {
    words: tokens.length,
    sentences: sentences.length,
    averageSentenceWords: round1(tokens.length / Math.max(1, sentences.length)),
    questionShare: ends(/\?["'”’)]*$/),
    exclamationShare: ends(/!["'”’)]*$/),
    contractionsPer100: round1(per100(tokens.filter((token) => CONTRACTION.test(token.word)).length, tokens.length)),
    person: { we: round1(per100(count(WE), tokens.length)), you: round1(per100(count(YOU), tokens.length)), i: round1(per100(count(I), tokens.length)) },
    readability: readabilityOfTokens(joined, tokens, 'en'),
  };
}

/** The tone the measures show, as a sentence or two. */
export function toneOf(m: TVoiceMeasures): string {
  const register = m.contractionsPer100 >= 1 ? 'Conversational' : m.contractionsPer100 < 0.2 ? 'Formal' : 'Measured';
  const traits: string[] = [];
  if (m.person.you >= 1.5) traits.push('speaks directly to the reader ("you")');
  if (m.person.we >= 1) traits.push('speaks as a team ("we")');
  if (m.person.i >= 1) traits.push('personal, in the first person ("I")');
  if (m.exclamationShare >= 0.1) traits.push('energetic, with frequent exclamations');
  if (m.questionShare >= 0.15) traits.push('engaging, asking the reader questions');
  const reading = m.readability.score === null ? '' : ` Reads ${m.readability.band} (Flesch reading ease ${m.readability.score}).`;
  return `${register}${traits.length ? `; ${traits.join('; ')}` : ''}.${reading}`;
}

/** The sentence style the measures show: length, spread, marks and contractions. */
export function sentenceStyleOf(m: TVoiceMeasures, sentences: number[]): string {
  const sorted = [...sentences].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const length = m.averageSentenceWords < 12 ? 'Short' : m.averageSentenceWords < 20 ? 'Medium-length' : 'Long';
  const contractions =
    m.contractionsPer100 >= 1 ? 'Uses contractions freely.' : m.contractionsPer100 < 0.2 ? 'Avoids contractions.' : 'Uses contractions now and then.';
  return `${length} sentences: ${m.averageSentenceWords} words on average, most between ${at(0.25)} and ${at(0.75)}. ${percent(m.questionShare)} questions, ${percent(m.exclamationShare)} exclamations. ${contractions}`;
}

/**
 * The samples' most used content words (no function or stock words, no bare numbers), most
 * frequent first, each in the form it is most often written in. Words used once count only when
 * too few repeat.
 */
export function vocabularyOf(samples: string[], max: number = BRAND_VOICE_LIMITS.listItems): string[] {
  const byStem = new Map<string, { count: number; first: number; forms: Map<string, number> }>();
  let position = 0;
  for (const word of wordsOf(samples.join('\n\n'))) {
    position += 1;
    if (!isContentWord(word.text) || /^\p{N}/u.test(word.text) || word.text.length < 3) continue;
    const entry = byStem.get(word.stem) ?? { count: 0, first: position, forms: new Map<string, number>() };
    entry.count += 1;
    entry.forms.set(word.text, (entry.forms.get(word.text) ?? 0) + 1);
    byStem.set(word.stem, entry);
  }
  const formOf = (forms: Map<string, number>) =>
    [...forms].sort((a, b) => b[1] - a[1] || Number(a[0] !== a[0].toLowerCase()) - Number(b[0] !== b[0].toLowerCase()))[0]![0];
  const ranked = [...byStem.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  const repeated = ranked.filter((entry) => entry.count >= 2);
  const chosen = repeated.length >= 5 ? repeated : [...repeated, ...ranked.filter((entry) => entry.count < 2).sort((a, b) => formOf(b.forms).length - formOf(a.forms).length).slice(0, 8 - repeated.length)];
  return chosen.slice(0, max).map((entry) => formOf(entry.forms));
}

/**
 * Up to three sentences quoted from the samples that show the voice best: prose (not headings),
 * near the samples' usual length, holding the most of their vocabulary, from different samples first.
 */
export function examplesOf(sentences: TSentence[], vocabularyStems: Set<string>, average: number): string[] {
  const candidates = sentences
    .filter((sentence) => sentence.words >= 6 && sentence.words <= 40 && PROSE_END.test(sentence.text) && sentence.text.length <= BRAND_VOICE_LIMITS.exampleChars)
    .map((sentence) => {
      let hits = 0;
      for (const stem of sentence.stems) if (vocabularyStems.has(stem)) hits += 1;
      return { sentence, score: hits - Math.abs(sentence.words - average) / Math.max(1, average) };
    })
    .sort((a, b) => b.score - a.score);
  const picked: TSentence[] = [];
  const usedSamples = new Set<number>();
  for (const { sentence } of candidates) {
    if (picked.length === BRAND_VOICE_LIMITS.examples) break;
    if (usedSamples.has(sentence.sample)) continue;
    picked.push(sentence);
    usedSamples.add(sentence.sample);
  }
  for (const { sentence } of candidates) {
    if (picked.length === BRAND_VOICE_LIMITS.examples) break;
    if (!picked.includes(sentence) && !picked.some((other) => other.text === sentence.text)) picked.push(sentence);
  }
  return picked.map((sentence) => cutText(sentence.text, BRAND_VOICE_LIMITS.exampleChars));
}

/**
 * A brand voice profile drawn from its samples by text analysis alone (no model): tone and sentence
 * style from what can be measured, the most used content words, and example sentences quoted from
 * the samples. Do's and don'ts are left for the person: measuring cannot tell intent.
 */
export function extractVoiceProfile(samples: string[]): { profile: TBrandVoiceProfile; measures: TVoiceMeasures } {
  const texts = samples.map((sample) => sample.trim()).filter(Boolean);
  const measures = measureVoice(texts);
  const sentences = sentencesOf(texts);
  const vocabulary = vocabularyOf(texts);
  const vocabularyStems = new Set(vocabulary.flatMap((word) => wordsOf(word).map((token) => token.stem)));
  const profile = fitProfile({
    tone: toneOf(measures),
    vocabulary,
    sentence_style: sentenceStyleOf(measures, sentences.map((sentence) => sentence.words)),
    dos: [],
    donts: [],
    examples: examplesOf(sentences, vocabularyStems, measures.averageSentenceWords),
  });
  return { profile, measures };
}
