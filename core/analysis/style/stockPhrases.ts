import { stemmerFor, wordTokens, type TLanguageCode } from '../language';
import { marked, type TStyleRange, type TStyleSignal } from './signal';
import { STOCK_PHRASES } from './stockPhraseLists';
import type { TStyleText } from './styleText';

/**
 * Stock phrases found. One is worth a look ('notice'); three or more, at two or more per 1,000
 * words, make a habit ('strong') — a long human text can hold one or two by chance.
 */
export const STOCK_STRONG_COUNT = 3;
export const STOCK_STRONG_PER_1000 = 2;

type TPhrase = { text: string; stems: string[] };
const indexes = new Map<TLanguageCode, Map<string, TPhrase[]>>();

/** The language's phrases by the stem of their first word, longest first; null when there is no list. */
function phraseIndex(code: TLanguageCode | null): Map<string, TPhrase[]> | null {
  if (!code || !STOCK_PHRASES[code]) return null;
  let index = indexes.get(code);
  if (!index) {
    const stem = stemmerFor(code);
    index = new Map();
    for (const text of STOCK_PHRASES[code].split('\n').map((line) => line.trim()).filter(Boolean)) {
      const stems = wordTokens(text).map((token) => stem(token.word));
      const list = index.get(stems[0]!) ?? [];
      list.push({ text, stems });
      index.set(stems[0]!, list.sort((a, b) => b.stems.length - a.stems.length));
    }
    indexes.set(code, index);
  }
  return index;
}

/** Stock phrases of the language, found word for word (by stem) inside a sentence. */
export function stockPhrasesSignal(doc: TStyleText, code: TLanguageCode | null): TStyleSignal {
  const base = { id: 'stockPhrases' as const, label: 'Stock phrases', unit: 'phrases' };
  const index = phraseIndex(code);
  if (!index || doc.tokens.length === 0) {
    return { ...base, value: null, level: 'ok', sentences: [], found: [], explanation: index ? 'There are no words to measure.' : 'There is no stock-phrase list for this language yet, so stock phrases are not measured.' };
  }
  const stem = stemmerFor(code);
  const stems = doc.tokens.map((token) => stem(token.word));
  const found = new Set<string>();
  const sentences: TStyleRange[] = [];
  let count = 0;
  for (const sentence of doc.sentences) {
    let inSentence = false;
    for (let i = sentence.firstToken; i < sentence.endToken; i += 1) {
      const phrase = index.get(stems[i]!)?.find((p) => p.stems.every((s, n) => i + n < sentence.endToken && stems[i + n] === s));
      if (!phrase) continue;
      count += 1;
      found.add(phrase.text);
      inSentence = true;
      i += phrase.stems.length - 1;
    }
    if (inSentence) sentences.push(sentence);
  }
  const per1000 = doc.tokens.length ? (1000 * count) / doc.tokens.length : 0;
  const level = count >= STOCK_STRONG_COUNT && per1000 >= STOCK_STRONG_PER_1000 ? 'strong' : count > 0 ? 'notice' : 'ok';
  const explanation = count === 0
    ? 'None of the stock phrases that machine-written drafts overuse were found.'
    : `Found ${count} stock phrase${count === 1 ? '' : 's'} (${[...found].slice(0, 3).map((p) => `“${p}”`).join(', ')}) that machine-written drafts overuse and that readers learn to skim past.`;
  return { ...base, value: count, level, sentences: marked(sentences), found: [...found], explanation };
}
