import type { z } from 'zod';
import type { ZUpdatePlannerIdeaInput } from '@core/api/planner';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { TPlannerIdeaRow } from '../db/schema/plannerIdeas';
import { authorize } from '../policies';
import { assertAssignable } from './assigneeChoices';
import { updateIdea, type TIdeaChanges, type TLoadedPlannerIdea } from './ideaStore';

type TUpdate = z.output<typeof ZUpdatePlannerIdeaInput>;

/**
 * Changes an idea: its title, status and calendar day ('edit'), and who writes it ('assign': one
 * of the assignee choices, else 400). Fields not sent keep their value; null clears the assignee
 * or takes the idea off the calendar.
 */
export async function changeIdea(ctx: Pick<TContext, 'db'>, user: TSessionUser, idea: TLoadedPlannerIdea, body: TUpdate): Promise<TPlannerIdeaRow> {
  const changes: TIdeaChanges = {};
  if (body.title !== undefined || body.status !== undefined || body.planned_on !== undefined) {
    authorize(user, 'edit', idea);
    if (body.title !== undefined) changes.title = body.title;
    if (body.status !== undefined) changes.status = body.status;
    if (body.planned_on !== undefined) changes.plannedOn = body.planned_on;
  }
  if (body.assignee_id !== undefined) {
    authorize(user, 'assign', idea);
    if (body.assignee_id) await assertAssignable(ctx.db, idea, body.assignee_id);
    changes.assigneeUserId = body.assignee_id;
  }
  return updateIdea(ctx.db, idea.id, changes);
}

/** Opening an idea in the workflow or AutoBlog starts its writing: an idea still at "idea" moves to "writing". */
export async function markWriting(ctx: Pick<TContext, 'db'>, idea: TPlannerIdeaRow): Promise<TPlannerIdeaRow> {
  return idea.status === 'idea' ? updateIdea(ctx.db, idea.id, { status: 'writing' }) : idea;
}
