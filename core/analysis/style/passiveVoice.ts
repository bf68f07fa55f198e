import type { TLanguageCode } from '../language';
import { BETWEEN, BE_FORMS, IRREGULAR_PARTICIPLES, NOT_PARTICIPLES } from './englishParticiples';
import { MIN_SENTENCES, marked, type TStyleRange, type TStyleSignal } from './signal';
import type { TStyleText } from './styleText';

/**
 * Share of sentences with an English passive. Style guides aim under about a tenth; past a
 * quarter, prose reads impersonal ('notice'), past two fifths it is a habit ('strong').
 */
export const PASSIVE_NOTICE = 0.25;
export const PASSIVE_STRONG = 0.4;
/** At most two words between "be" and the participle ("was not always seen"). */
const MAX_BETWEEN = 2;

const isParticiple = (word: string) =>
  IRREGULAR_PARTICIPLES.has(word) || (word.length >= 4 && word.endsWith('ed') && !NOT_PARTICIPLES.has(word));
const isBetween = (word: string) => BETWEEN.has(word) || (word.length > 4 && word.endsWith('ly'));

/** The passive in words [from, to): the token range of "be … participle" starting at each be-form. */
export function englishPassives(words: string[], from: number, to: number): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  for (let i = from; i < to; i += 1) {
    if (!BE_FORMS.has(words[i]!)) continue;
    for (let j = i + 1; j < to && j <= i + 1 + MAX_BETWEEN; j += 1) {
      const word = words[j]!;
      if (isParticiple(word)) {
        found.push({ start: i, end: j + 1 });
        i = j;
        break;
      }
      if (!isBetween(word)) break;
    }
  }
  return found;
}

/** Passive voice: be-verb + past participle, for English only. */
export function passiveVoiceSignal(doc: TStyleText, code: TLanguageCode | null): TStyleSignal {
  const base = { id: 'passiveVoice' as const, label: 'Passive voice', unit: '% of sentences' };
  if (code !== 'en') {
    return { ...base, value: null, level: 'ok', sentences: [], found: [], explanation: 'Passive voice is measured for English only, so it is not measured for this text.' };
  }
  const words = doc.tokens.map((token) => token.word);
  const passive: TStyleRange[] = [];
  const found = new Set<string>();
  for (const index of doc.prose) {
    const sentence = doc.sentences[index]!;
    const passives = englishPassives(words, sentence.firstToken, sentence.endToken);
    if (!passives.length) continue;
    passive.push(sentence);
    for (const p of passives) found.add(words.slice(p.start, p.end).join(' '));
  }
  const total = doc.prose.length;
  if (total === 0) return { ...base, value: null, level: 'ok', sentences: [], found: [], explanation: 'There are no sentences to measure.' };
  const share = passive.length / total;
  const value = Math.round(100 * share);
  const judged = total >= MIN_SENTENCES;
  const level = !judged ? 'ok' : share >= PASSIVE_STRONG ? 'strong' : share >= PASSIVE_NOTICE ? 'notice' : 'ok';
  const explanation = level === 'ok'
    ? 'Most sentences say who does what, in the active voice, as direct human writing tends to.'
    : `${passive.length} of ${total} sentences are in the passive voice, which hides who acts and gives prose the impersonal tone of machine-written or bureaucratic text.`;
  return { ...base, value, level, sentences: marked(passive), found: [...found].slice(0, 20), explanation };
}
