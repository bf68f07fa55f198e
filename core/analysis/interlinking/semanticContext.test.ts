import { describe, expect, it } from 'vitest';
import type { TDocOutline } from './docOutline';
import type { TLanguageTools } from './languageTools';
import { blendContext, cosineSimilarity, semanticShare, semanticWork, similarityOf } from './semanticContext';
import { suggestionId } from './suggestionId';
import { planLinks, rankLinks, suggestLinks } from './suggestLinks';
import type { TTargetInput } from './targetIndex';

// The hand-checkable tools of suggestLinks.test.ts: letter runs, a plural "s" stripped, a few stopwords.
const STOP = new Set(['a', 'and', 'at', 'every', 'so', 'the', 'to', 'with', 'your']);
const tools: TLanguageTools = {
  wordTokens: (text) => [...text.matchAll(/[A-Za-z]+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, word: m[0].toLowerCase() })),
  stem: (word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word),
  isStopword: (word) => STOP.has(word),
};

// Both titles hold "training"; the sentence shares no other word with either text, but means the dog one.
const dogs: TTargetInput = { kind: 'doc', id: 'doc-dogs', url: '/blogs/editor?copy_id=doc-dogs', title: 'Dog training basics', keywords: [], text: 'Puppies need patience, treats and a short leash.' };
const marathon: TTargetInput = { kind: 'page', id: 'asset-run', url: 'https://run.example/plan', title: 'Marathon training', keywords: [], text: 'Run long miles on weekends.' };
const SENTENCE = 'Start training early so your pup learns to sit.';
const FILLER = Array.from({ length: 400 }, () => 'zeta').join(' ');
const outline: TDocOutline = { text: `${SENTENCE}\n\n${FILLER}`, headings: [], links: [] };
const input = { docKey: 'doc-a', outline, targets: [dogs, marathon], tools };

/** Hand-made vectors: the sentence points along x, the dog doc nearly so, the marathon page along y. */
const VECTORS: Record<string, number[]> = { sentence: [1, 0, 0], 'doc-dogs': [0.9, 0.1, 0], 'asset-run': [0, 1, 0] };

function meaningOf(plan: ReturnType<typeof planLinks>, vectors = VECTORS) {
  const work = semanticWork(plan);
  return similarityOf(
    work,
    work.sentences.map(() => vectors.sentence!),
    work.targets.map((item) => vectors[input.targets[item.target]!.id]!),
  );
}

describe('meaning in the context score', () => {
  it('maps cosine similarity to a share between the floor (0.2) and the ceiling (0.7)', () => {
    expect(cosineSimilarity([1, 0], [1, 0])).toBe(1);
    expect(cosineSimilarity([1, 0], [0, 2])).toBe(0);
    expect(cosineSimilarity([3, 4], [4, 3])).toBeCloseTo(0.96, 10);
    expect(cosineSimilarity([0, 0], [1, 0])).toBe(0);
    expect(cosineSimilarity([1, 0], [1, 0, 0])).toBe(0);
    expect([0.1, 0.2, 0.7, 0.95].map(semanticShare)).toEqual([0, 0, 1, 1]);
    expect(semanticShare(0.45)).toBeCloseTo(0.5, 10);
  });

  it('blends as the larger of word overlap and meaning; no vector, words alone', () => {
    expect(blendContext(0.3, null)).toBe(0.3);
    expect(blendContext(0.3, 0.45)).toBeCloseTo(0.5, 10);
    expect(blendContext(0.6, 0.45)).toBe(0.6);
    expect(blendContext(0, 0.1)).toBe(0);
  });

  it('ranks a target related by meaning only above one that merely shares the anchor', () => {
    // Words only: "training" is 1 of 2 title words of the marathon page (100 × 0.65 / 2 = 32.5 → 33)
    // and 1 of 3 of the dog doc (21.7 → 22, under 30): the page gets the sentence's one link.
    const lexical = suggestLinks(input);
    expect(lexical.suggestions.map((s) => [s.anchor, s.target.id, s.score])).toEqual([['training', 'asset-run', 33]]);

    // With meaning: the dog doc's cosine 0.994 is past the ceiling, context 1 → 21.7 + 35 = 56.7 → 57;
    // the page's cosine 0 adds nothing (33). One link per sentence: the dog doc takes it.
    const plan = planLinks(input);
    const ranked = rankLinks(plan, meaningOf(plan));
    expect(ranked.suggestions.map((s) => [s.anchor, s.target.id, s.score])).toEqual([['training', 'doc-dogs', 57]]);
    expect(ranked.suggestions[0]!.reason).toBe('“training” is in the title “Dog training basics”; the sentence is close to it in meaning.');
    expect(outline.text.slice(ranked.suggestions[0]!.text_start, ranked.suggestions[0]!.text_end)).toBe('training');
    expect(ranked.suggestions[0]!.sentence).toBe(SENTENCE);
    expect({ ...ranked, suggestions: [] }).toEqual({ ...lexical, suggestions: [] });
  });

  it('keeps the rules: a rejected, linked or own target stays out however close its meaning', () => {
    const rejected = new Set([suggestionId('doc-a', dogs, 'training')]);
    const plan = planLinks({ ...input, rejected });
    expect(rankLinks(plan, meaningOf(plan)).suggestions.map((s) => s.target.id)).toEqual(['asset-run']);

    const linked = planLinks({ ...input, outline: { ...outline, text: `${outline.text} See zeta.`, links: [{ start: outline.text.length + 5, end: outline.text.length + 9, href: dogs.url }] } });
    expect(semanticWork(linked).targets.map((item) => item.target)).toEqual([1]);
    expect(rankLinks(linked, meaningOf(linked)).suggestions.map((s) => s.target.id)).toEqual(['asset-run']);

    const own = planLinks({ ...input, self: { docId: 'doc-dogs' } });
    expect(rankLinks(own, meaningOf(own)).suggestions.map((s) => s.target.id)).toEqual(['asset-run']);
  });

  it('embeds only candidate sentences and targets, title with a bounded lead, within the limits', () => {
    const plan = planLinks(input);
    const work = semanticWork(plan);
    expect(work.sentences).toEqual([{ sentence: 0, text: SENTENCE }]);
    // Strongest anchor first: the page (1/2 of its title) before the doc (1/3).
    expect(work.targets).toEqual([
      { target: 1, text: 'Marathon training\nRun long miles on weekends.' },
      { target: 0, text: 'Dog training basics\nPuppies need patience, treats and a short leash.' },
    ]);
    expect(work.leftOut).toBe(0);
    const small = semanticWork(plan, { sentences: 1, targets: 1, sentenceChars: 5, targetLeadChars: 3 });
    expect(small).toEqual({ sentences: [{ sentence: 0, text: 'Start' }], targets: [{ target: 1, text: 'Marathon training\nRun' }], leftOut: 1 });
    // The dog doc was not embedded: its candidate is ranked by words, the page keeps the link.
    const partial = similarityOf(small, [VECTORS.sentence!], [VECTORS['asset-run']!]);
    expect(partial(0, 0)).toBeNull();
    expect(rankLinks(plan, partial).suggestions.map((s) => s.target.id)).toEqual(['asset-run']);
    // Nothing to link to, nothing to embed.
    expect(semanticWork(planLinks({ ...input, targets: [] }))).toEqual({ sentences: [], targets: [], leftOut: 0 });
  });
});
