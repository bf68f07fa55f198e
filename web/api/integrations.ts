import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  INTEGRATION_MESSAGES,
  ZDeliveriesResponse,
  ZDeliveryResponse,
  ZIntegrationDetails,
  ZIntegrationLogResponse,
  type TCustomConnectInput,
  type TDeliveriesResponse,
  type TDelivery,
  type TGhostConnectInput,
  type TIntegrationDetails,
  type TMediumConnectInput,
  type TPublishInput,
  type TIntegrationTarget,
  type TKeyTarget,
  type TPublishTarget,
  type TWordpressConnectInput,
} from '@core/api/integrations';
import { showAlert } from '@web/state/alerts';
import { ApiError, apiJson, apiRequest } from './client';

/** The publishing integrations service (core/api/integrations.ts). */
const BASE = '/api/integrations';
/** A doc's deliveries are asked for again this often while one waits in the queue or runs. */
const DELIVERY_POLL_MS = 2_000;
/** …and this often while one waits for the team admin, so the member sees it approved or rejected. */
const APPROVAL_POLL_MS = 10_000;

/** What each target's connect call takes. */
export type TConnectInputs = { ghost: TGhostConnectInput; medium: TMediumConnectInput; wordpress: TWordpressConnectInput; custom: TCustomConnectInput };
/** A publish request without the owner and the doc, which the hook adds. */
export type TPublishRequest = Omit<TPublishInput, 'uid' | 'blog_id'>;

const integrationsKey = (uid: string) => ['integrations', uid] as const;
export const integrationDetailsKey = (uid: string) => [...integrationsKey(uid), 'details'] as const;
const integrationLogKey = (uid: string) => [...integrationsKey(uid), 'log'] as const;
export const deliveriesKey = (blogId: string) => ['integrations', 'deliveries', blogId] as const;

/** A delivery the queue still works on: the doc's log polls while one is. */
export const isDeliveryActive = (delivery: Pick<TDelivery, 'state'>): boolean =>
  delivery.state === 'queued' || delivery.state === 'running' || delivery.state === 'retrying';

/** Deliveries that were waiting or being worked on in `before` and have since landed or failed (each told once, as it happens). */
export function finishedDeliveries(before: TDeliveriesResponse | undefined, after: TDeliveriesResponse): TDelivery[] {
  if (!before) return [];
  const wasActive = new Set(before.deliveries.filter((delivery) => isDeliveryActive(delivery) || delivery.state === 'awaiting_approval').map((delivery) => delivery.id));
  return after.deliveries.filter((delivery) => wasActive.has(delivery.id) && (delivery.state === 'done' || delivery.state === 'failed'));
}

/** Spec: "a response with an error field is ignored" (the legacy service answered some failures with 200). */
const carriesError = (body: unknown): boolean => typeof body === 'object' && body !== null && (body as { error?: unknown }).error != null;

/** Spec §8 "[Ghost]: …" is shown once, wherever the details are read (the page, the publish dialog). */
const shownMessages = new Set<string>();
function showDetailsMessage(uid: string, details: TIntegrationDetails): void {
  const key = `${uid}:${details.message}`;
  if (!details.message || shownMessages.has(key)) return;
  shownMessages.add(key);
  showAlert(details.message);
}

/** GET /api/integrations/details?uid: what is connected, and what this person may do with each target. */
export function useIntegrationDetails(uid: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: integrationDetailsKey(uid),
    queryFn: async () => {
      const body = await apiRequest(`${BASE}/details`, { query: { uid } });
      if (carriesError(body)) {
        const before = client.getQueryData<TIntegrationDetails>(integrationDetailsKey(uid));
        if (before) return before;
        throw new ApiError(200, 'We could not read your integrations. Reload the page to try again.', { code: 'integrations_unreadable' });
      }
      const parsed = ZIntegrationDetails.safeParse(body);
      if (!parsed.success) {
        console.error(`Unexpected response from ${BASE}/details`, parsed.error.issues);
        throw new ApiError(200, 'We could not read your integrations. Reload the page to try again.', { code: 'unexpected_response' });
      }
      showDetailsMessage(uid, parsed.data);
      return parsed.data;
    },
  });
}

/** Connect and disconnect answer the details whole (spec §7): they replace the cached ones. */
export function rememberDetails(client: QueryClient, uid: string, details: TIntegrationDetails): void {
  client.setQueryData(integrationDetailsKey(uid), details);
  showDetailsMessage(uid, details);
  void client.invalidateQueries({ queryKey: integrationLogKey(uid) });
}

/** POST /api/integrations/:target/connect with the form's checked fields; the answer is the details. */
export function useConnectIntegration<T extends TKeyTarget>(uid: string, target: T) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TConnectInputs[T]) => apiJson(`${BASE}/${target}/connect`, ZIntegrationDetails, { method: 'POST', body: input }),
    onSuccess: (details) => rememberDetails(client, uid, details),
  });
}

/** POST /api/integrations/approval {uid, required}: the team admin's switch; the answer is the details. */
export function useSetApproval(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => apiJson(`${BASE}/approval`, ZIntegrationDetails, { method: 'POST', body: { uid, required } }),
    onSuccess: (details) => rememberDetails(client, uid, details),
  });
}

/** POST /api/integrations/:target/disconnect {uid}; the answer is the details. */
export function useDisconnectIntegration(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: TIntegrationTarget) => apiJson(`${BASE}/${target}/disconnect`, ZIntegrationDetails, { method: 'POST', body: { uid } }),
    onSuccess: (details) => rememberDetails(client, uid, details),
  });
}

/** Puts a delivery the server answered at the top of its doc's log (replacing its older copy). */
function rememberDelivery(client: QueryClient, delivery: TDelivery): void {
  if (!delivery.blog_id) return;
  client.setQueryData<TDeliveriesResponse>(deliveriesKey(delivery.blog_id), (old) =>
    old ? { ...old, deliveries: [delivery, ...old.deliveries.filter((item) => item.id !== delivery.id)] } : old,
  );
  void client.invalidateQueries({ queryKey: deliveriesKey(delivery.blog_id) });
}

/**
 * GET /api/integrations/deliveries?blog_id: the doc's deliveries and where it is published, polled
 * every 2 s while one is queued, running or retrying (every 10 s while one waits for approval); one
 * that lands or fails then says so (spec §8).
 * Idle until `enabled`, so opening a doc asks nothing.
 */
export function useDocDeliveries(blogId: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: deliveriesKey(blogId),
    enabled,
    refetchInterval: (query) => {
      const listed = query.state.data?.deliveries ?? [];
      if (listed.some(isDeliveryActive)) return DELIVERY_POLL_MS;
      return listed.some((delivery) => delivery.state === 'awaiting_approval') ? APPROVAL_POLL_MS : false;
    },
    queryFn: async () => {
      const before = client.getQueryData<TDeliveriesResponse>(deliveriesKey(blogId));
      const after = await apiJson(`${BASE}/deliveries`, ZDeliveriesResponse, { query: { blog_id: blogId } });
      const finished = finishedDeliveries(before, after);
      for (const delivery of finished) {
        const messages = INTEGRATION_MESSAGES[delivery.target];
        if (delivery.state === 'done') showAlert(messages.exported, 'success');
        else showAlert(messages.exportFailed);
      }
      if (finished.length) void client.invalidateQueries({ queryKey: ['integrations'], predicate: (query) => query.queryKey[2] === 'log' });
      return after;
    },
  });
}

/** POST /api/integrations/:target/publish: queues the doc's saved HTML for the target (202 with the delivery). */
export function usePublishDoc(uid: string, blogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, request }: { target: TPublishTarget; request: TPublishRequest }) =>
      apiJson(`${BASE}/${target}/publish`, ZDeliveryResponse, { method: 'POST', body: { ...request, uid, blog_id: blogId } }),
    onSuccess: ({ delivery }) => {
      rememberDelivery(client, delivery);
      void client.invalidateQueries({ queryKey: integrationLogKey(uid) });
    },
  });
}

/** POST /api/integrations/deliveries/:id/approve or /reject (the delivery says whether this person may). */
export function useReviewDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      apiJson(`${BASE}/deliveries/${encodeURIComponent(id)}/${decision}`, ZDeliveryResponse, { method: 'POST' }),
    onSuccess: ({ delivery }) => rememberDelivery(client, delivery),
  });
}

/** GET /api/integrations/log?uid&page: who connected, published and disconnected what, newest first. */
export function useIntegrationLog(uid: string, page: number) {
  return useQuery({
    queryKey: [...integrationLogKey(uid), page],
    queryFn: () => apiJson(`${BASE}/log`, ZIntegrationLogResponse, { query: { uid, page: String(page) } }),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });
}
