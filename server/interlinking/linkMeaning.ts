import { embedMany, type EmbeddingModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { SEMANTIC_LIMITS, semanticWork, similarityOf, type TLinkPlan, type TSimilarity } from '@core/analysis/interlinking';
import type { TContext } from '../context';
import { embeddingFailureCause } from '../retrieval/vectors/embedAsset';

/** Longest wait for one request's embeddings (lowered by AI_TIMEOUT_SECONDS): the Links tab waits on it. */
export const LINK_EMBEDDING_TIMEOUT_MS = 5_000;

/** The installation's embedding model as interlinking uses it, with its wait and the request's log. */
export type TLinkMeaning = { model: EmbeddingModel; timeoutMs: number; log: FastifyBaseLogger };

/** Meaning for link suggestions when the installation has an embedding model (AI_EMBEDDING_MODEL), else null. */
export function linkMeaningOf(ctx: TContext, log: FastifyBaseLogger): TLinkMeaning | null {
  const engine = ctx.ai.models.embedding;
  return engine ? { model: engine.model, timeoutMs: Math.min(LINK_EMBEDDING_TIMEOUT_MS, ctx.ai.idleTimeoutMs), log } : null;
}

export type TLinkSimilarity = { similarity: TSimilarity | undefined; notices: string[] };

/**
 * Embeds the plan's candidate sentences and their targets (SEMANTIC_LIMITS: one batch of each, texts
 * cut) and answers their similarity. Nothing is stored: the count is bounded, and a doc's sentences
 * change with every edit. A failure or a timeout answers no similarity (words alone) and a notice.
 */
export async function linkSimilarity(plan: TLinkPlan, meaning: TLinkMeaning | null): Promise<TLinkSimilarity> {
  if (!meaning) return { similarity: undefined, notices: [] };
  const work = semanticWork(plan);
  if (!work.sentences.length) return { similarity: undefined, notices: [] };
  const timeout = AbortSignal.timeout(meaning.timeoutMs);
  // One failing batch stops the other: its answer would not be used.
  const stop = new AbortController();
  const abortSignal = AbortSignal.any([timeout, stop.signal]);
  const embed = (values: string[]) => embedMany({ model: meaning.model, values, maxRetries: 0, abortSignal }).catch((error: unknown) => {
    stop.abort();
    throw error;
  });
  try {
    const [sentences, targets] = await Promise.all([embed(work.sentences.map((item) => item.text)), embed(work.targets.map((item) => item.text))]);
    const notices = work.leftOut
      ? [`Meaning was compared for the ${SEMANTIC_LIMITS.sentences} sentences and ${SEMANTIC_LIMITS.targets} docs or pages with the strongest phrases; the other ${work.leftOut} phrases were ranked by their words.`]
      : [];
    return { similarity: similarityOf(work, sentences.embeddings, targets.embeddings), notices };
  } catch (error) {
    meaning.log.warn({ err: error }, 'the embedding model did not answer; link suggestions are ranked by words only');
    const cause = timeout.aborted ? `the embedding model did not answer within ${meaning.timeoutMs / 1_000} s` : embeddingFailureCause(error);
    return { similarity: undefined, notices: [`Links were ranked by their words only this time: ${cause}.`] };
  }
}
