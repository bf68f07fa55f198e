import type { TLinkPlan, TSimilarity } from './suggestLinks';

/**
 * Cosine similarities of embeddings are not shares: unrelated texts still score about 0.1–0.2 with
 * common models, and texts about the same thing 0.6 and up. At or below the floor the meaning adds
 * nothing (the floor of hybrid search's vector side too); at the ceiling it counts as a sentence
 * whose every word the target holds.
 */
export const SEMANTIC_FLOOR = 0.2;
export const SEMANTIC_CEILING = 0.7;

/** Bounds on what one request embeds: one batch of sentences, one of targets, each text cut. */
export const SEMANTIC_LIMITS = { sentences: 64, targets: 64, sentenceChars: 500, targetLeadChars: 1_000 } as const;
export type TSemanticLimits = { sentences: number; targets: number; sentenceChars: number; targetLeadChars: number };

/** Cosine similarity of two vectors of one model (0 when either is all zeros or their sizes differ). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/** A cosine similarity as a 0–1 context share: linear from the floor to the ceiling. */
export function semanticShare(cosine: number): number {
  return Math.min(1, Math.max(0, (cosine - SEMANTIC_FLOOR) / (SEMANTIC_CEILING - SEMANTIC_FLOOR)));
}

/**
 * A sentence's context for a target: the larger of its word overlap and its meaning's share. The
 * larger, not a mean: a sentence that names the target's own words is about it whatever a model
 * says, and one that says the same in other words is about it too. No similarity: words alone.
 */
export function blendContext(lexical: number, cosine: number | null): number {
  return cosine === null ? lexical : Math.max(lexical, semanticShare(cosine));
}

/** What to embed for a plan: sentences and targets by their position in it, with the text to embed. */
export type TSemanticWork = {
  sentences: Array<{ sentence: number; text: string }>;
  targets: Array<{ target: number; text: string }>;
  /** Candidates whose sentence or target did not fit the limits (ranked by their words). */
  leftOut: number;
};

/**
 * The sentences and targets worth embedding: those of the candidate phrases, strongest anchor first
 * (its score can rise the most), a candidate taken only when both its sentence and its target fit
 * the limits. A target is embedded as its title and the lead of its text.
 */
export function semanticWork(plan: TLinkPlan, limits: TSemanticLimits = SEMANTIC_LIMITS): TSemanticWork {
  const { text } = plan.input.outline;
  const order = [...plan.candidates].sort((a, b) => b.source.strength - a.source.strength || b.lexical - a.lexical || a.start - b.start);
  const sentences = new Map<number, string>();
  const targets = new Map<number, string>();
  let leftOut = 0;
  for (const candidate of order) {
    const hasSentence = sentences.has(candidate.sentence);
    const hasTarget = targets.has(candidate.source.target);
    if ((!hasSentence && sentences.size >= limits.sentences) || (!hasTarget && targets.size >= limits.targets)) {
      leftOut += 1;
      continue;
    }
    if (!hasSentence) {
      const range = plan.sentences[candidate.sentence]!;
      sentences.set(candidate.sentence, text.slice(range.start, Math.min(range.end, range.start + limits.sentenceChars)));
    }
    if (!hasTarget) {
      const target = plan.input.targets[candidate.source.target]!;
      targets.set(candidate.source.target, `${target.title}\n${target.text.slice(0, limits.targetLeadChars)}`.trim());
    }
  }
  return {
    sentences: [...sentences].map(([sentence, value]) => ({ sentence, text: value })),
    targets: [...targets].map(([target, value]) => ({ target, text: value })),
    leftOut,
  };
}

/** The similarity of each embedded sentence and target, from vectors in the order of `work`. */
export function similarityOf(work: TSemanticWork, sentenceVectors: readonly number[][], targetVectors: readonly number[][]): TSimilarity {
  const bySentence = new Map(work.sentences.map((item, position) => [item.sentence, sentenceVectors[position]!]));
  const byTarget = new Map(work.targets.map((item, position) => [item.target, targetVectors[position]!]));
  const known = new Map<string, number>();
  return (sentence, target) => {
    const a = bySentence.get(sentence);
    const b = byTarget.get(target);
    if (!a || !b) return null;
    const key = `${sentence}:${target}`;
    if (!known.has(key)) known.set(key, cosineSimilarity(a, b));
    return known.get(key)!;
  };
}
