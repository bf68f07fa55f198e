import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZOpenIdeaInAutoblogResponse,
  ZOpenIdeaInWorkflowResponse,
  ZPlanClusterResponse,
  ZPlannerIdeaResponse,
  ZPlannerListResponse,
  type TOpenIdeaInAutoblogInput,
  type TPlanClusterInput,
  type TPlannerIdea,
  type TPlannerListResponse,
  type TUpdatePlannerIdeaInput,
} from '@core/api/planner';
import { apiJson, apiRequest } from './client';

/** The content planner's calls (core/api/planner.ts). */
const BASE = '/api/planner';

/** Who asks, in which team, and in which project. */
export type TPlannerScope = { uid: string; teamId: string | null; projectId: string | null };
/** What a list shows: one topic's clusters, one month's calendar, or the whole plan. */
export type TPlannerView = { topic?: string; month?: string };

/** Every planner query of a scope starts with this key, so a change refreshes the topic view and the calendar together. */
const plannerRoot = (scope: TPlannerScope) => ['planner', scope.uid, scope.teamId, scope.projectId] as const;
const listKey = (scope: TPlannerScope, view: TPlannerView) => [...plannerRoot(scope), view.topic ?? null, view.month ?? null] as const;

const scopeBody = (scope: TPlannerScope) => ({ unique_id: scope.uid, team_id: scope.teamId });
const scopeQuery = (scope: TPlannerScope): Record<string, string> => ({ unique_id: scope.uid, ...(scope.teamId ? { team_id: scope.teamId } : {}) });
const ideaPath = (id: string, action = '') => `${BASE}/ideas/${encodeURIComponent(id)}${action}`;

/** GET /api/planner/ideas: the project's plan (by cluster) or a month of the calendar (by day), with its topics and assignee choices. */
export function usePlannerIdeas(scope: TPlannerScope, view: TPlannerView) {
  return useQuery({
    queryKey: listKey(scope, view),
    enabled: Boolean(scope.projectId),
    queryFn: () =>
      apiJson(`${BASE}/ideas`, ZPlannerListResponse, {
        query: { ...scopeQuery(scope), project_id: scope.projectId!, ...(view.topic ? { topic: view.topic } : {}), ...(view.month ? { month: view.month } : {}) },
      }),
  });
}

/** An idea the server answered, put in every cached list of the scope that holds it (then the lists are asked again). */
function remember(client: QueryClient, scope: TPlannerScope, idea: TPlannerIdea): void {
  client.setQueriesData<TPlannerListResponse>({ queryKey: plannerRoot(scope) }, (list) =>
    list ? { ...list, ideas: list.ideas.map((entry) => (entry.id === idea.id ? idea : entry)) } : list,
  );
  void client.invalidateQueries({ queryKey: plannerRoot(scope) });
}

/** POST /api/planner/clusters: plans a topic in the scope's project. */
export function usePlanCluster(scope: TPlannerScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TPlanClusterInput, 'unique_id' | 'team_id' | 'project_id'>) =>
      apiJson(`${BASE}/clusters`, ZPlanClusterResponse, { method: 'POST', body: { ...scopeBody(scope), project_id: scope.projectId, ...input } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: plannerRoot(scope) });
      // Credits moved.
      void client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/** PATCH /api/planner/ideas/:id: status, assignee, calendar day or title. */
export function useUpdateIdea(scope: TPlannerScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string } & Omit<TUpdatePlannerIdeaInput, 'unique_id' | 'team_id'>) =>
      apiJson(ideaPath(id), ZPlannerIdeaResponse, { method: 'PATCH', body: { ...scopeBody(scope), ...changes } }),
    onSuccess: ({ idea }) => remember(client, scope, idea),
  });
}

/** DELETE /api/planner/ideas/:id (a pillar with its supporting ideas). */
export function useDeleteIdea(scope: TPlannerScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(ideaPath(id), { method: 'DELETE', query: scopeQuery(scope) }),
    onSuccess: () => void client.invalidateQueries({ queryKey: plannerRoot(scope) }),
  });
}

/** POST /api/planner/ideas/:id/workflow: a workflow prefilled from the idea; answers its id. */
export function useOpenInWorkflow(scope: TPlannerScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(ideaPath(id, '/workflow'), ZOpenIdeaInWorkflowResponse, { method: 'POST', body: scopeBody(scope) }),
    onSuccess: ({ idea }) => remember(client, scope, idea),
  });
}

/** POST /api/planner/ideas/:id/autoblog: an AutoBlog run of the idea; answers the run's id. */
export function useOpenInAutoblog(scope: TPlannerScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & Omit<TOpenIdeaInAutoblogInput, 'unique_id' | 'team_id'>) =>
      apiJson(ideaPath(id, '/autoblog'), ZOpenIdeaInAutoblogResponse, { method: 'POST', body: { ...scopeBody(scope), ...input } }),
    onSuccess: ({ idea }) => {
      remember(client, scope, idea);
      void client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
