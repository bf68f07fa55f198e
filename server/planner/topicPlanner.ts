import type { TPlanClusterResponse } from '@core/api/planner';
import { clusterText } from '@core/planner/modelCluster';
import type { TCallSettings } from '../ai/modelStream';
import type { TContext } from '../context';
import { withGeneration } from '../generation/generationCharge';
import type { TGatePass } from '../generation/generationGate';
import { noticeReaderOf } from '../generation/noticeReader';
import { assigneeChoices } from './assigneeChoices';
import { planCluster } from './cluster';
import { presentIdea } from './ideaPresenter';
import { insertCluster } from './ideaStore';

/**
 * Plans a topic after the gate passed (its project is the plan's): the cluster capability, then one
 * commit that records the generation, charges the words a model wrote and saves the ideas together.
 * Nothing planned (offline, nothing to plan from) saves and charges nothing; a failed call neither.
 */
export async function planTopic(ctx: TContext, pass: TGatePass, input: { topic: string; language?: string }, settings: TCallSettings): Promise<TPlanClusterResponse> {
  const scope = { userId: pass.user.id, teamId: pass.teamId, projectId: pass.projectId! };
  const answer = await withGeneration(ctx, pass, async (commit) => {
    const run = await planCluster(pass.engine, { ...input, year: new Date().getUTCFullYear() }, ctx.ai.webSearch, settings, () => noticeReaderOf(ctx, pass.user));
    const cluster = run.cluster;
    const { credits, saved } = await commit(
      { text: cluster ? clusterText(cluster) : '', feature: 'content_planner', chargeable: run.chargeable },
      { abandonIf: settings.signal, save: async (db) => (cluster ? insertCluster(db, scope, input.topic, cluster) : []) },
    );
    const ideas = (saved ?? []).map((row) => presentIdea(row, pass.user));
    return { ideas, engine: run.engine, model: run.model, requested_model: run.requested_model, searched: run.searched, credits_charged: credits, notice: run.notice };
  });
  return { ...answer, assignees: await assigneeChoices(ctx.db, scope) };
}
