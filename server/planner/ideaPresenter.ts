import type { TPlannerIdea } from '@core/api/planner';
import type { TSessionUser } from '../auth/sessionUser';
import type { TPlannerIdeaRow } from '../db/schema/plannerIdeas';
import { abilitiesOf } from '../policies';
import { PlannerIdea } from '../policies/plannerIdea';

/** An idea as the API answers it, with what this person may do with it. */
export function presentIdea(row: TPlannerIdeaRow, user: TSessionUser): TPlannerIdea {
  const abilities = abilitiesOf(user, PlannerIdea.of(row));
  return {
    id: row.id,
    project_id: row.projectId,
    team_id: row.teamId,
    topic: row.topic,
    title: row.title,
    keyword: row.keyword,
    intent: row.intent as TPlannerIdea['intent'],
    role: row.role as TPlannerIdea['role'],
    pillar_id: row.pillarId,
    headlines: row.headlines,
    status: row.status as TPlannerIdea['status'],
    assignee_id: row.assigneeUserId,
    planned_on: row.plannedOn,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    abilities: { edit: abilities.edit, delete: abilities.delete, assign: abilities.assign, open: abilities.open },
  };
}
