import type { TAutoblogArticleRow } from '../db/schema/autoblog';
import type { TWorkflow, TWorkflowJob, TWorkflowSummary } from '@core/api/workflows';
import type { TSessionUser } from '../auth/sessionUser';
import type { TWorkflowRow } from '../db/schema/workflows';
import { can } from '../policies';
import { Workflow } from '../policies/workflow';

const ACTIVE_JOB: readonly TWorkflowJob['status'][] = ['queued', 'running'];

/** A job's fields on the wire (the stored job may carry server-only fields). */
const jobOf = (job: TWorkflowJob): TWorkflowJob => ({ status: job.status, progress: job.progress, step: job.step, error: job.error });

/** The draft's job, read from the AutoBlog article writing it (none yet: idle). */
export function writeJobOf(article: TAutoblogArticleRow | null): TWorkflowJob {
  if (!article) return { status: 'idle', progress: 0, step: null, error: null };
  const base = { progress: article.progress, step: article.step, error: article.error };
  switch (article.status) {
    case 'queued':
      return { ...base, status: 'queued' };
    case 'done':
      return { ...base, status: 'ready', error: null };
    case 'paused':
      return { ...base, status: 'paused' };
    case 'failed':
      return { ...base, status: 'failed' };
    case 'cancelled':
      return { ...base, status: 'failed', error: base.error ?? 'The draft was cancelled.' };
    default:
      return { ...base, status: 'running' };
  }
}

/** Why the draft cannot be written now, in the writer's words; null when it can. */
export function writeBlockedReason(row: TWorkflowRow, writeJob: TWorkflowJob, noModel: string | null): string | null {
  if (!row.projectId) return 'This workflow’s project was deleted. Start a new workflow in a project.';
  if (ACTIVE_JOB.includes(writeJob.status)) return 'The draft is being written.';
  if (!row.headline.highlight?.trim()) return 'Pick a headline first.';
  if (!row.outline.sections.length) return 'Add at least one subheading to the outline first.';
  return noModel;
}

/** A workflow on the wire: every step's state, the draft's job, and what the viewer may do now. */
export function presentWorkflow(row: TWorkflowRow, user: TSessionUser, draft: { article: TAutoblogArticleRow | null; noModel: string | null }): TWorkflow {
  const mayUpdate = can(user, 'update', Workflow.of(row));
  const write = writeJobOf(draft.article);
  const blocked = writeBlockedReason(row, write, draft.noModel);
  return {
    id: row.id,
    project_id: row.projectId,
    team_id: row.teamId,
    step: row.step,
    revision: row.revision,
    files: row.files,
    research: { ...row.research, job: jobOf(row.research.job) },
    headline: row.headline,
    outline: row.outline,
    write: { job: write, blog_id: draft.article?.blogId ?? null, tone: row.write.tone, length: row.write.length, credits_charged: draft.article?.creditsCharged ?? 0 },
    model: row.modelName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    abilities: {
      edit: mayUpdate,
      research: mayUpdate && Boolean(row.projectId) && !ACTIVE_JOB.includes(row.research.job.status),
      write: mayUpdate && !blocked,
      write_blocked_reason: mayUpdate ? blocked : 'Only the workflow’s author can write its draft.',
      delete: mayUpdate && !ACTIVE_JOB.includes(write.status),
    },
  };
}

export function presentWorkflowSummary(row: TWorkflowRow, blogId: string | null): TWorkflowSummary {
  return { id: row.id, step: row.step, topic: row.research.topic, headline: row.headline.highlight, blog_id: blogId, updated_at: row.updatedAt.toISOString() };
}
