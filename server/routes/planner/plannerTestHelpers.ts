import type { TPlanClusterResponse, TPlannerIdea, TPlannerListResponse } from '@core/api/planner';
import type { TApp } from '../../context';
import type { TTestUser } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/testApp';

/** Tests only: a planner call as the user (their unique_id in the body, or the query for GET and DELETE). */
export function plannerCall(app: TApp, user: TTestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload: Record<string, unknown> = {}) {
  const headers = { cookie: user.cookie, origin: TEST_ORIGIN };
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams({ unique_id: user.unique_id, ...(payload as Record<string, string>) });
    return app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}${query}`, headers });
  }
  return app.inject({ method, url, headers, payload: { unique_id: user.unique_id, ...payload } });
}

/** Tests only: plans a topic in the user's first project (or the one given) and expects 201. */
export async function planTopic(app: TApp, user: TTestUser, topic: string, extra: Record<string, unknown> = {}): Promise<TPlanClusterResponse> {
  const response = await plannerCall(app, user, 'POST', '/api/planner/clusters', { project_id: user.projects[0]!._id, topic, ...extra });
  if (response.statusCode !== 201) throw new Error(`plan: ${response.statusCode} ${response.body}`);
  return response.json<TPlanClusterResponse>();
}

/** Tests only: a project's plan as the user sees it. */
export async function listPlan(app: TApp, user: TTestUser, query: Record<string, string> = {}): Promise<TPlannerListResponse> {
  const response = await plannerCall(app, user, 'GET', '/api/planner/ideas', { project_id: user.projects[0]!._id, ...query });
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  return response.json<TPlannerListResponse>();
}

/** Tests only: changes an idea and answers the raw response. */
export const patchIdea = (app: TApp, user: TTestUser, idea: Pick<TPlannerIdea, 'id'>, payload: Record<string, unknown>) => plannerCall(app, user, 'PATCH', `/api/planner/ideas/${idea.id}`, payload);
