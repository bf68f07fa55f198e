import type { TContext } from '../context';
import { chargeCredits } from '../commands/creditsCharger';
import type { TGatePass } from './generationGate';

/**
 * Charges a finished generation (spec §7 credits update, in one transaction with the usage
 * ledger). Offline answers, byok answers outside serp and empty answers cost nothing; a failed
 * generation never reaches this (its route records it for fair usage all the same). Answers the
 * credits charged.
 */
export async function chargeGeneration(ctx: TContext, pass: TGatePass, input: { text: string; feature: string; chargeable: boolean }): Promise<number> {
  await pass.record();
  if (!pass.chargesCredits || !input.chargeable || !input.text.trim()) return 0;
  const charged = await chargeCredits(ctx.db, {
    userId: pass.user.id,
    teamId: pass.teamId,
    outputText: [input.text],
    feature: input.feature,
    model: pass.engine.label,
  });
  return charged.credits_charged;
}
