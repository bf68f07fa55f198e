import type { TModelId } from './planTypes';
import { resolvePlan } from './resolvePlan';

/** What a model is for: the factgpt chat or a blog workflow step (headline, outline, research). */
export type TModelUse = 'chat' | 'workflow';

/**
 * The default model (spec §9: azure-gpt for chat; claude or azure-gpt for workflow types depending
 * on plan). The default-model flags (spec §7) may override it.
 */
export function defaultModelFor(planId: string | null | undefined, use: TModelUse): TModelId {
  return resolvePlan(planId).defaultModels[use];
}
