import type { TAutoblogTemplate } from '@core/api/autoblog';
import { topicShape } from '@core/workflows/topicShape';
import { startAutoblogRun } from '../autoblog/runStarter';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { TPlannerIdeaRow } from '../db/schema/plannerIdeas';

/** The AutoBlog template that suits an idea: a pillar page for a pillar, a comparison for "A vs B", a how-to for the rest. */
export function templateFor(idea: Pick<TPlannerIdeaRow, 'role' | 'keyword' | 'intent'>): TAutoblogTemplate {
  if (idea.role === 'pillar') return 'pillar_page';
  if (topicShape(idea.keyword).pair || idea.intent === 'commercial') return 'comparison';
  return 'how_to';
}

/**
 * "Open in AutoBlog": an AutoBlog run of one article, the idea's keyword with its title, in the
 * idea's project and team. AutoBlog's own rules apply (a model, runs and credits left). Answers the run's id.
 */
export async function openIdeaInAutoblog(ctx: TContext, user: TSessionUser, idea: TPlannerIdeaRow, input: { template?: TAutoblogTemplate; model?: string }): Promise<string> {
  const run = await startAutoblogRun(ctx, user, {
    unique_id: user.id,
    team_id: idea.teamId,
    project_id: idea.projectId,
    template: input.template ?? templateFor(idea),
    keywords: [{ keyword: idea.keyword, title: idea.title, notes: `Part of the content plan for “${idea.topic}”.` }],
    ...(input.model ? { model: input.model } : {}),
  });
  return run.id;
}
