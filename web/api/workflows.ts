import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZWorkflowListResponse,
  ZWorkflowResponse,
  type TCreateWorkflowInput,
  type TFilesState,
  type THeadlineState,
  type TOutlineState,
  type TResearchState,
  type TStartResearchInput,
  type TStartWriteInput,
  type TWorkflow,
  type TWorkflowJob,
  type TWorkflowStep,
  type TWriteState,
} from '@core/api/workflows';
import { ApiError, apiJson, apiRequest, errorMessage, NETWORK_ERROR_MESSAGE } from './client';
import { handleGenerationFailure } from './generationFailure';
import { userKey } from './users';

/** How often a workflow whose research or draft is being made is asked for again. */
const PROGRESS_POLL_MS = 1_500;
/** Typing pauses this long before the change is saved. */
export const SAVE_DEBOUNCE_MS = 600;

const BASE = '/api/workflows';

/** Who asks, and in which team. */
export type TWorkflowScope = { uid: string; teamId: string | null };

/** What the steps change: each step's own part (the server keeps the rest as it is). Job fields are the server's. */
export type TWorkflowPatch = {
  step?: TWorkflowStep;
  model?: string | null;
  files?: Partial<TFilesState>;
  research?: Partial<Omit<TResearchState, 'job' | 'engine' | 'notices'>>;
  headline?: Partial<THeadlineState>;
  outline?: Partial<TOutlineState>;
  write?: Partial<Pick<TWriteState, 'tone' | 'length'>>;
};

const PARTS = ['files', 'research', 'headline', 'outline', 'write'] as const;

const scopeQuery = (scope: TWorkflowScope): Record<string, string> => ({ unique_id: scope.uid, ...(scope.teamId ? { team_id: scope.teamId } : {}) });
const scopeBody = (scope: TWorkflowScope) => ({ unique_id: scope.uid, team_id: scope.teamId });
const pathOf = (id: string, action = '') => `${BASE}/${encodeURIComponent(id)}${action}`;

export const workflowKey = (uid: string, id: string) => ['workflow', uid, id] as const;
const workflowsKey = (uid: string) => ['workflows', uid] as const;

/** Whether a job is waiting or working (the page polls and shows its progress). */
export const isJobActive = (job: Pick<TWorkflowJob, 'status'> | undefined): boolean => job?.status === 'queued' || job?.status === 'running';

/** Whether the server is researching or writing for this workflow. */
export const isWorkflowBusy = (workflow: Pick<TWorkflow, 'research' | 'write'> | null | undefined): boolean =>
  Boolean(workflow && (isJobActive(workflow.research.job) || isJobActive(workflow.write.job)));

/** Two patches as one: the later one wins field by field inside each step's part. */
export function mergePatches(first: TWorkflowPatch | null, second: TWorkflowPatch | null): TWorkflowPatch | null {
  if (!first) return second;
  if (!second) return first;
  const merged: TWorkflowPatch = { ...first, ...second };
  for (const part of PARTS) {
    if (first[part] && second[part]) Object.assign(merged, { [part]: { ...first[part], ...second[part] } });
  }
  return merged;
}

/** The workflow as it will be once a patch is saved (shown at once, and laid over what a poll brings back). */
export function applyPatch(workflow: TWorkflow, patch: TWorkflowPatch | null): TWorkflow {
  if (!patch) return workflow;
  return {
    ...workflow,
    step: patch.step ?? workflow.step,
    model: patch.model === undefined ? workflow.model : patch.model,
    // Parts not in the patch stay the same objects.
    files: patch.files ? { ...workflow.files, ...patch.files } : workflow.files,
    research: patch.research ? { ...workflow.research, ...patch.research } : workflow.research,
    headline: patch.headline ? { ...workflow.headline, ...patch.headline } : workflow.headline,
    outline: patch.outline ? { ...workflow.outline, ...patch.outline } : workflow.outline,
    write: patch.write ? { ...workflow.write, ...patch.write } : workflow.write,
  };
}

/** POST /api/workflows: a new workflow in a project (201). */
export async function createWorkflow(scope: TWorkflowScope, input: Omit<TCreateWorkflowInput, 'unique_id' | 'team_id'>): Promise<TWorkflow> {
  return (await apiJson(BASE, ZWorkflowResponse, { method: 'POST', body: { ...input, ...scopeBody(scope) } })).workflow;
}

/** GET /api/workflows/:id. */
export async function fetchWorkflow(scope: TWorkflowScope, id: string): Promise<TWorkflow> {
  return (await apiJson(pathOf(id), ZWorkflowResponse, { query: scopeQuery(scope) })).workflow;
}

/** PATCH /api/workflows/:id with the parts given; sent so that it still reaches the server as the page closes. */
export async function patchWorkflow(scope: TWorkflowScope, id: string, patch: TWorkflowPatch): Promise<TWorkflow> {
  return (await apiJson(pathOf(id), ZWorkflowResponse, { method: 'PATCH', body: { ...patch, ...scopeBody(scope) }, keepalive: true })).workflow;
}

/** POST /api/workflows/:id/research: starts (or restarts) the research job (202). */
export async function startResearch(scope: TWorkflowScope, id: string, input: Omit<TStartResearchInput, 'unique_id' | 'team_id'>): Promise<TWorkflow> {
  return (await apiJson(pathOf(id, '/research'), ZWorkflowResponse, { method: 'POST', body: { ...input, ...scopeBody(scope) } })).workflow;
}

/** POST /api/workflows/:id/write: creates the doc and starts writing it (202). */
export async function startWrite(scope: TWorkflowScope, id: string, input: Omit<TStartWriteInput, 'unique_id' | 'team_id'>): Promise<TWorkflow> {
  return (await apiJson(pathOf(id, '/write'), ZWorkflowResponse, { method: 'POST', body: { ...input, ...scopeBody(scope) } })).workflow;
}

export type TSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';
export type TSaveState = { status: TSaveStatus; error: string | null };
const IDLE: TSaveState = { status: 'idle', error: null };

/**
 * Saves a workflow's edits: changes wait `delayMs` for typing to pause, merge, and go as one PATCH;
 * one request at a time, and what arrives meanwhile goes next. A failed save keeps its changes, so
 * the next edit or `flush()` sends them again.
 */
export function createSaveQueue(send: (patch: TWorkflowPatch) => Promise<TWorkflow>, onSaved: (workflow: TWorkflow) => void, delayMs = SAVE_DEBOUNCE_MS) {
  let waiting: TWorkflowPatch | null = null;
  let inFlight: TWorkflowPatch | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let state: TSaveState = IDLE;
  const listeners = new Set<() => void>();
  let drained: Array<(saved: boolean) => void> = [];

  const publish = (next: TSaveState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const settle = (saved: boolean) => {
    const resolvers = drained;
    drained = [];
    for (const resolve of resolvers) resolve(saved);
  };
  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  };

  async function run(): Promise<void> {
    timer = undefined;
    if (inFlight || !waiting) return;
    inFlight = waiting;
    waiting = null;
    publish({ status: 'saving', error: null });
    try {
      const saved = await send(inFlight);
      inFlight = null;
      onSaved(saved);
      if (!waiting) {
        publish({ status: 'saved', error: null });
        settle(true);
      } else {
        publish({ status: 'pending', error: null });
        // Someone waits for everything to be saved, or the debounce already ran out: send the rest now.
        if (drained.length || timer === undefined) schedule(0);
      }
    } catch (error) {
      waiting = mergePatches(inFlight, waiting);
      inFlight = null;
      clearTimeout(timer);
      timer = undefined;
      publish({ status: 'error', error: error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE });
      settle(false);
    }
  }

  return {
    /** Queues a change; `immediate` sends it (and whatever waits) now, for clicks rather than typing. */
    update(patch: TWorkflowPatch, immediate = false): void {
      waiting = mergePatches(waiting, patch);
      if (state.status !== 'saving') publish({ status: 'pending', error: null });
      schedule(immediate ? 0 : delayMs);
    },
    /** Sends what waits now; resolves true once everything is saved, false when a save failed. */
    flush(): Promise<boolean> {
      if (!waiting && !inFlight) return Promise.resolve(state.status !== 'error');
      const done = new Promise<boolean>((resolve) => drained.push(resolve));
      if (!inFlight) schedule(0);
      return done;
    },
    /** The changes not saved yet (sent or waiting), to lay over what the server answers meanwhile. */
    pending: (): TWorkflowPatch | null => mergePatches(inFlight, waiting),
    getState: (): TSaveState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type TSaveQueue = ReturnType<typeof createSaveQueue>;

/** One queue per open workflow, shared by its query (to keep unsaved edits over polled data) and its steps. */
const queues = new Map<string, TSaveQueue>();

const queueKey = (scope: TWorkflowScope, id: string) => `${scope.uid}:${scope.teamId ?? ''}:${id}`;

function saveQueueFor(client: QueryClient, scope: TWorkflowScope, id: string): TSaveQueue {
  const key = queueKey(scope, id);
  let queue = queues.get(key);
  if (!queue) {
    const created: TSaveQueue = createSaveQueue(
      (patch) => patchWorkflow(scope, id, patch),
      (saved) => client.setQueryData(workflowKey(scope.uid, id), applyPatch(saved, created.pending())),
    );
    queue = created;
    queues.set(key, queue);
  }
  return queue;
}

/** Puts a workflow the server answered in the cache, with the edits still on their way laid over it. */
function remember(client: QueryClient, scope: TWorkflowScope, workflow: TWorkflow): void {
  const pending = queues.get(queueKey(scope, workflow.id))?.pending() ?? null;
  client.setQueryData(workflowKey(scope.uid, workflow.id), applyPatch(workflow, pending));
  void client.invalidateQueries({ queryKey: workflowsKey(scope.uid) });
}

/**
 * One workflow, polled about every 1.5 s while its research or draft is being made, with `update`
 * to change it: the change shows at once and is saved (debounced) in the background.
 */
export function useWorkflow(scope: TWorkflowScope, id: string | null) {
  const client = useQueryClient();
  const { uid, teamId } = scope;
  const queue = useMemo(() => (id ? saveQueueFor(client, { uid, teamId }, id) : null), [client, uid, teamId, id]);
  const query = useQuery({
    queryKey: workflowKey(scope.uid, id ?? ''),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    refetchInterval: (current) => (isWorkflowBusy(current.state.data) ? PROGRESS_POLL_MS : false),
    queryFn: async () => {
      const before = client.getQueryData<TWorkflow>(workflowKey(scope.uid, id!));
      const workflow = await fetchWorkflow(scope, id!);
      // A poll sent before a save and answered after it is older than what the save answered.
      if (before && workflow.revision < before.revision) return before;
      // A finished draft was charged: the credits and runs shown change.
      if (isJobActive(before?.write.job) && !isJobActive(workflow.write.job)) void client.invalidateQueries({ queryKey: userKey(scope.uid) });
      return applyPatch(workflow, queue?.pending() ?? null);
    },
  });
  const saveState = useSyncExternalStore(queue?.subscribe ?? noSubscribe, queue?.getState ?? idleState);
  // Leaving the workflow sends what is still waiting.
  useEffect(() => () => void queue?.flush(), [queue]);
  const update = useCallback(
    (patch: TWorkflowPatch, immediate = false) => {
      if (!id || !queue) return;
      client.setQueryData<TWorkflow>(workflowKey(uid, id), (workflow) => (workflow ? applyPatch(workflow, patch) : workflow));
      queue.update(patch, immediate);
    },
    [client, uid, id, queue],
  );
  /** The workflow as it is now in the cache (for results that arrive after other edits). */
  const current = () => (id ? client.getQueryData<TWorkflow>(workflowKey(scope.uid, id)) : undefined) ?? query.data ?? null;
  return { query, workflow: query.data ?? null, current, update, saveState, flush: () => queue?.flush() ?? Promise.resolve(true) };
}

/** A workflow read only to follow its jobs (the editor's banner): polled while one runs. */
export function useWorkflowProgress(scope: TWorkflowScope, id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...workflowKey(scope.uid, id ?? ''), 'progress'],
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (current) => (isWorkflowBusy(current.state.data) ? PROGRESS_POLL_MS : false),
    queryFn: async () => {
      const before = client.getQueryData<TWorkflow>([...workflowKey(scope.uid, id!), 'progress']);
      const workflow = await fetchWorkflow(scope, id!);
      if (isJobActive(before?.write.job) && !isJobActive(workflow.write.job)) void client.invalidateQueries({ queryKey: userKey(scope.uid) });
      return workflow;
    },
  });
}

const noSubscribe = () => () => undefined;
const idleState = () => IDLE;

/** GET /api/workflows: the person's workflows, newest first (summaries). */
export function useWorkflows(scope: TWorkflowScope, page = 1) {
  return useQuery({
    queryKey: [...workflowsKey(scope.uid), scope.teamId, page],
    queryFn: () => apiJson(BASE, ZWorkflowListResponse, { query: { ...scopeQuery(scope), page: String(page) } }),
  });
}

/** Creates a workflow in a project; it is cached so its page shows at once. */
export function useCreateWorkflow(scope: TWorkflowScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TCreateWorkflowInput, 'unique_id' | 'team_id'>) => createWorkflow(scope, input),
    onSuccess: (workflow) => remember(client, scope, workflow),
  });
}

/** Starts the research with the step's fields, after the edits waiting are saved. */
export function useStartResearch(scope: TWorkflowScope, id: string, flush: () => Promise<boolean>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<TStartResearchInput, 'unique_id' | 'team_id'>) => {
      await flush();
      return startResearch(scope, id, input);
    },
    onSuccess: (workflow) => remember(client, scope, workflow),
  });
}

/** Starts writing the draft, after the edits waiting are saved; the answer names the doc (write.blog_id). */
export function useStartWrite(scope: TWorkflowScope, id: string, flush: () => Promise<boolean>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<TStartWriteInput, 'unique_id' | 'team_id'>) => {
      await flush();
      return startWrite(scope, id, input);
    },
    onSuccess: (workflow) => remember(client, scope, workflow),
  });
}

/** DELETE /api/workflows/:id. */
export function useDeleteWorkflow(scope: TWorkflowScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(pathOf(id), { method: 'DELETE', query: scopeQuery(scope) });
      return id;
    },
    onSuccess: (id) => {
      client.removeQueries({ queryKey: workflowKey(scope.uid, id) });
      void client.invalidateQueries({ queryKey: workflowsKey(scope.uid) });
    },
  });
}


/**
 * What a refused research or draft shows beside its button: the server's message. Used-up workflow
 * runs, credits, the plan, fair usage and provider keys (420 and up) also open the usual dialogs
 * (spec §8); a 400 is the step's own problem (no topic), said beside the button only.
 */
export function workflowFailure(error: unknown, client: QueryClient, context: { uid: string; byok: boolean; teamMode: boolean }): string {
  if (error instanceof ApiError && error.status >= 420 && error.status !== 502) {
    handleGenerationFailure(error, { ...context, client, feature: 'autoblog_workflow' });
  }
  return errorMessage(error);
}
