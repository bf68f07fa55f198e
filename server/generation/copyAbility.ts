import type { TContext } from '../context';
import { evaluateFlagsOf } from '../policies/pageFlag';

/** Whether the person may copy generated text in this mode: the copy-download flag (spec §5, §6; by default a paid plan or team mode). */
export async function copyAllowedFor(ctx: TContext, userId: string, teamId: string | null): Promise<boolean> {
  const flags = await evaluateFlagsOf(ctx, userId, ['copy-download'], Boolean(teamId));
  return flags['copy-download'] === true;
}
