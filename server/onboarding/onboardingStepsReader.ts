import { ONBOARDING_STEPS, type TOnboardingFlow, type TOnboardingStepsResponse } from '@core/api/onboarding';
import type { Db } from '../db/database';
import { addOnboardingFlags, CHECKLIST_DISMISSED, FLOW_FINISHED, FLOW_SKIPPED, loadOnboardingFlags } from './onboardingFlags';
import { readStepEvidence } from './stepEvidence';

function flowOf(flags: Record<string, boolean>): TOnboardingFlow {
  if (flags[FLOW_FINISHED]) return 'finished';
  return flags[FLOW_SKIPPED] ? 'skipped' : 'pending';
}

/**
 * The person's onboarding as the dashboard shows it. A step is done when their own work shows it
 * (stepEvidence) or it was found done before: found steps are latched in users.onboarding_steps,
 * so deleting the chat or leaving the team later does not untick them. The Discord step counts only
 * where the installation has a community link (discordUrl).
 */
export async function readOnboardingSteps(db: Db, userId: string, discordUrl: string | null): Promise<TOnboardingStepsResponse> {
  const [stored, evidence] = await Promise.all([loadOnboardingFlags(db, userId), readStepEvidence(db, userId)]);
  const newlyDone = Object.fromEntries(Object.entries(evidence).filter(([id, done]) => done && !stored[id]).map(([id]) => [id, true as const]));
  if (Object.keys(newlyDone).length > 0) await addOnboardingFlags(db, userId, newlyDone);
  const done = (id: string) => Boolean(stored[id] || newlyDone[id]);
  const steps = ONBOARDING_STEPS.filter((id) => id !== 'discord' || discordUrl).map((id) => ({ id, done: done(id) }));
  const doneCount = steps.filter((step) => step.done).length;
  const flow = flowOf(stored);
  const dismissed = Boolean(stored[CHECKLIST_DISMISSED]);
  return {
    flow,
    show_flow: flow === 'pending',
    show_checklist: flow !== 'pending' && !dismissed && doneCount < steps.length,
    checklist_dismissed: dismissed,
    steps,
    done: doneCount,
    total: steps.length,
    discord_url: discordUrl,
  };
}
