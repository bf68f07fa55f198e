import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TWorkflowJob } from '@core/api/workflows';
import { buildResearchContext } from '@core/workflows/researchContext';
import type { Db } from '../db/database';
import { workflows } from '../db/schema/workflows';
import type { TExtractLimits } from '../retrieval/extract/extractLimits';
import type { HostPacer } from '../retrieval/hostPacer';
import type { TFetchPolicy } from '../retrieval/safeFetch';
import type { TWebSearch } from '../search';
import { researchTopic } from '../workflows/research/researchTopic';
import { findWorkflow, researchToken, setResearchJob } from '../workflows/workflowStore';
import type { TJobQueue } from './jobQueue';

/** A workflow's research: search, questions, pages read, fact sheets. */
export const WORKFLOW_RESEARCH_QUEUE = 'workflow-research';
export const ZWorkflowResearchJob = z.object({ workflow_id: z.uuid(), token: z.string().min(1) });
export type TWorkflowResearchJob = z.infer<typeof ZWorkflowResearchJob>;

/** Attempts after the first when research breaks on something that may pass (a restart, the database). Mutable only so tests can shorten them. */
export const WORKFLOW_RESEARCH_RETRY = { limit: 2, delaySeconds: 2 };
const BROKE_MESSAGE = 'The research could not be finished because of a server error. Try again.';

export type TWorkflowResearchDeps = { db: Db; search: TWebSearch | null; policy: TFetchPolicy; extract: TExtractLimits; pacer: HostPacer; logger: FastifyBaseLogger };

/** A new start's token: the job that carries it is the only one that may write the research. */
export const newResearchToken = () => randomUUID();

/** Queues a research start; exclusive on its token, so a second send while one waits or runs adds nothing. */
export async function enqueueWorkflowResearch(jobs: TJobQueue, job: TWorkflowResearchJob): Promise<void> {
  await jobs.boss.send(WORKFLOW_RESEARCH_QUEUE, job, { singletonKey: job.token });
}

/** Queues again every research still queued or running (one whose job ran out across restarts). Runs at start. */
export async function resumeUnfinishedResearch(jobs: TJobQueue, db: Db): Promise<number> {
  const unfinished = await db
    .select({ id: workflows.id, research: workflows.research })
    .from(workflows)
    .where(sql`${workflows.research}->'job'->>'status' in ('queued', 'running')`);
  for (const row of unfinished) {
    const token = researchToken(row.research);
    if (token) await enqueueWorkflowResearch(jobs, { workflow_id: row.id, token });
  }
  return unfinished.length;
}

const job = (status: TWorkflowJob['status'], progress: number, step: string | null, error: string | null = null): TWorkflowJob => ({ status, progress, step, error });

/**
 * Researches workflows' topics. The research reads and writes nothing else and charges nothing, so
 * a job broken by a restart simply runs again; a start superseded by a newer one (another token)
 * stops writing. After the last retry the research fails with a message.
 */
export async function workWorkflowResearch(jobs: TJobQueue, deps: TWorkflowResearchDeps): Promise<void> {
  const { db, logger } = deps;
  await jobs.createQueue(WORKFLOW_RESEARCH_QUEUE, { policy: 'exclusive', retryLimit: WORKFLOW_RESEARCH_RETRY.limit, retryDelay: WORKFLOW_RESEARCH_RETRY.delaySeconds, retryBackoff: true, expireInSeconds: 900 });
  await jobs.work<TWorkflowResearchJob>(WORKFLOW_RESEARCH_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([work]) => {
    if (!work) return;
    const signal = AbortSignal.any([work.signal, jobs.stopping]);
    const { workflow_id, token } = ZWorkflowResearchJob.parse(work.data);
    const row = await findWorkflow(db, workflow_id);
    if (!row || researchToken(row.research) !== token || !['queued', 'running'].includes(row.research.job.status)) return;
    try {
      if (!(await setResearchJob(db, workflow_id, token, job('running', 2, 'Starting')))) return;
      const { research } = row;
      const found = await researchTopic(
        { db, search: deps.search, pages: { policy: deps.policy, extract: deps.extract, pacer: deps.pacer, robots: new Map() } },
        { topic: research.topic, country: research.country, language: research.language, quora: research.quora, reddit: research.reddit, customSources: research.custom_sources, projectId: row.projectId, assetIds: row.files.asset_ids },
        async (progress, step) => void (await setResearchJob(db, workflow_id, token, job('running', Math.min(99, Math.max(2, Math.round(progress))), step))),
        signal,
      );
      const context = buildResearchContext({ ...research, ...found, selected_context: [] });
      await setResearchJob(db, workflow_id, token, job('ready', 100, 'Done'), { ...found, selected_context: [], research_context: context });
    } catch (error) {
      if (signal.aborted || work.retryCount < WORKFLOW_RESEARCH_RETRY.limit) {
        if (!signal.aborted) logger.warn({ err: error, workflowId: workflow_id }, 'workflow research failed; it will be retried');
        throw error;
      }
      logger.error({ err: error, workflowId: workflow_id }, 'workflow research failed');
      await setResearchJob(db, workflow_id, token, job('failed', 0, null, BROKE_MESSAGE));
    }
  });
  await resumeUnfinishedResearch(jobs, db);
}
