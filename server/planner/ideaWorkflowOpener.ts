import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { buildResearchContext } from '@core/workflows/researchContext';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { TPlannerIdeaRow } from '../db/schema/plannerIdeas';
import { notFound } from '../errors';
import { openNewWorkflow } from '../workflows/workflowCreator';
import { changeWorkflow } from '../workflows/workflowStore';

/** What the workflow's research says about where it came from. */
const plannedNotice = (idea: TPlannerIdeaRow) =>
  `Planned in the content planner: “${idea.title}”, ${idea.role === 'pillar' ? 'the pillar article' : 'a supporting article'} of the topic “${idea.topic}”, targeting the keyword “${idea.keyword}” (${idea.intent} intent). Start the research to read the web on it.`;

/**
 * "Open in workflow" (as Search Console's "Refresh this article"): a workflow in the idea's project
 * and team, its research topic the idea's target keyword (the keyword and the cluster's topic as
 * selected keywords), its headlines the idea's title and suggested headlines, the title chosen.
 * Opens at the research step. Answers the workflow's id.
 */
export async function openIdeaInWorkflow(ctx: Pick<TContext, 'db'>, user: TSessionUser, idea: TPlannerIdeaRow): Promise<string> {
  // The project rules run again here (a project deleted or a team left since the plan answers 404).
  const { row: workflow } = await openNewWorkflow(ctx, user, { project_id: idea.projectId, team_id: idea.teamId });
  const cut = (text: string, max: number) => text.slice(0, max);
  const keywords = [...new Set([idea.keyword, idea.topic.toLowerCase()])].map((keyword) => cut(keyword, 200));
  const headlines = [...new Set([idea.title, ...idea.headlines])].map((headline) => cut(headline, WORKFLOW_LIMITS.headlineChars)).slice(0, WORKFLOW_LIMITS.headlines);
  const updated = await changeWorkflow(ctx.db, workflow.id, (current) => {
    const research = { ...current.research, topic: cut(idea.keyword, WORKFLOW_LIMITS.topicChars), related_keywords: keywords, selected_context: keywords, notices: [plannedNotice(idea).slice(0, 500)] };
    return {
      step: 'research',
      research: { ...research, research_context: buildResearchContext(research) },
      headline: { ...current.headline, generated: headlines, saved: [], highlight: headlines[0] ?? null },
    };
  });
  if (!updated) throw notFound('That workflow does not exist.');
  return updated.id;
}
