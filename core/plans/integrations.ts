import type { TIntegrationId } from './planTypes';
import { resolvePlan } from './resolvePlan';

/** The integrations a plan includes (spec §6 "limited to some plans"; the lists are our choice). */
export function integrationsForPlan(planId: string | null | undefined): readonly TIntegrationId[] {
  return resolvePlan(planId).integrations;
}

/** Whether a plan includes one integration; feature flags may still switch it off. */
export function planIncludesIntegration(planId: string | null | undefined, integration: TIntegrationId): boolean {
  return integrationsForPlan(planId).includes(integration);
}
