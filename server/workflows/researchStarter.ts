import { ZResearchState, type TStartResearchInput } from '@core/api/workflows';
import type { TContext } from '../context';
import type { TWorkflowRow } from '../db/schema/workflows';
import { conflict, notFound } from '../errors';
import { enqueueWorkflowResearch, newResearchToken } from '../queues/workflowResearchJobs';
import { changeWorkflow } from './workflowStore';

/**
 * Starts the research of a topic: the request's topic and sources saved, what an earlier research
 * found cleared (it was for another question), the job queued under a new token (a job of an
 * earlier start stops writing). Not while a research is queued or running: 409.
 */
export async function startWorkflowResearch(ctx: Pick<TContext, 'db' | 'jobs'>, workflow: TWorkflowRow, body: TStartResearchInput): Promise<TWorkflowRow> {
  if (!workflow.projectId) throw notFound('This workflow’s project was deleted. Start a new workflow in a project.');
  const token = newResearchToken();
  let busy = false;
  const row = await changeWorkflow(ctx.db, workflow.id, (current) => {
    if (['queued', 'running'].includes(current.research.job.status)) {
      busy = true;
      return null;
    }
    const fresh = ZResearchState.parse({});
    const asked = {
      topic: body.topic.trim(),
      country: body.country ?? current.research.country,
      language: body.language ?? current.research.language,
      quora: body.quora ?? current.research.quora,
      reddit: body.reddit ?? current.research.reddit,
      custom_sources: body.custom_sources ?? current.research.custom_sources,
    };
    return { step: 'research', research: { ...fresh, ...asked, job: { status: 'queued', progress: 0, step: 'Waiting to start', error: null, token } as typeof fresh.job } };
  });
  if (busy) throw conflict('The research is already running. Wait for it to finish.');
  if (!row) throw notFound('That workflow does not exist.');
  await enqueueWorkflowResearch(ctx.jobs, { workflow_id: row.id, token });
  return row;
}
