import { isStopword, type TLanguageCode } from '../language';
import { MIN_SENTENCES, marked, type TStyleLevel, type TStyleSignal } from './signal';
import type { TStyleText } from './styleText';

/**
 * Share of sentences that start with the same word ("Additionally", "Moreover") or the same two
 * words ("In addition", "It is"). Machine drafts lean on a few connectors; people rarely start a
 * fifth of their sentences with one. A function word ("The", "I", "We") starts many sentences in
 * any prose, so it needs a larger share; two-word openers repeat less by chance, so theirs is
 * lower. An opener must start at least 3 sentences.
 */
export const ONE_WORD = { notice: 0.2, strong: 0.3 } as const;
export const FUNCTION_WORD = { notice: 0.3, strong: 0.4 } as const;
export const TWO_WORDS = { notice: 0.12, strong: 0.2 } as const;
const MIN_REPEATS = 3;

type TOpener = { key: string; sentences: number[]; level: TStyleLevel };

const rank: Record<TStyleLevel, number> = { ok: 0, notice: 1, strong: 2 };

/** Repeated sentence openers: the same first word or two across many sentences. */
export function sentenceOpenersSignal(doc: TStyleText, code: TLanguageCode | null): TStyleSignal {
  const base = { id: 'sentenceOpeners' as const, label: 'Repeated sentence openers', unit: '% of sentences', sentences: [], found: [] };
  const total = doc.prose.length;
  if (total < MIN_SENTENCES) {
    return { ...base, value: null, level: 'ok', explanation: `Repeated openers need at least ${MIN_SENTENCES} sentences to tell a habit from chance.` };
  }
  const groups = new Map<string, number[]>();
  const add = (key: string, sentence: number) => {
    const list = groups.get(key);
    if (list) list.push(sentence);
    else groups.set(key, [sentence]);
  };
  for (const index of doc.prose) {
    const { firstToken, endToken } = doc.sentences[index]!;
    const first = doc.tokens[firstToken]!.word;
    add(first, index);
    if (endToken - firstToken >= 2) add(`${first} ${doc.tokens[firstToken + 1]!.word}`, index);
  }
  const openers: TOpener[] = [];
  for (const [key, sentences] of groups) {
    if (sentences.length < MIN_REPEATS) continue;
    const limits = key.includes(' ') ? TWO_WORDS : isStopword(code, key) ? FUNCTION_WORD : ONE_WORD;
    const share = sentences.length / total;
    const level = share >= limits.strong ? 'strong' : share >= limits.notice ? 'notice' : 'ok';
    openers.push({ key, sentences, level });
  }
  openers.sort((a, b) => rank[b.level] - rank[a.level] || b.sentences.length - a.sentences.length);
  const top = openers[0];
  if (!top || top.level === 'ok') {
    const share = top ? Math.round((100 * top.sentences.length) / total) : 0;
    return { ...base, value: share, level: 'ok', explanation: 'Sentences start in varied ways, as they do when a person writes.' };
  }
  const flagged = openers.filter((opener) => opener.level !== 'ok');
  const indexes = [...new Set(flagged.flatMap((opener) => opener.sentences))];
  return {
    ...base,
    value: Math.round((100 * top.sentences.length) / total),
    level: top.level,
    found: flagged.map((opener) => opener.key),
    sentences: marked(indexes.map((index) => doc.sentences[index]!)),
    explanation: `“${top.key}” starts ${top.sentences.length} of ${total} sentences; leaning on the same opener is a common pattern of machine-written text.`,
  };
}
