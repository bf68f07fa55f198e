import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAdminFeedbackList, ZFeedbackCreated, ZFeedbackWidget, type TFeedbackInput } from '@core/api/feedback';
import { apiJson } from './client';

const WIDGET_KEY = ['feedback-widget'] as const;
const ADMIN_FEEDBACK_KEY = ['admin-feedback'] as const;

/** GET /api/fetch/feedback/widget: whether this person hid the floating feedback button (remembered on their account). */
export function useFeedbackWidget() {
  return useQuery({ queryKey: WIDGET_KEY, queryFn: () => apiJson('/api/fetch/feedback/widget', ZFeedbackWidget), staleTime: Infinity });
}

/** PUT /api/update/feedback/widget: hides or brings back the button; the answer is the stored choice. */
export function useSetFeedbackWidgetHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => apiJson('/api/update/feedback/widget', ZFeedbackWidget, { method: 'PUT', body: { hidden } }),
    onSuccess: (widget) => client.setQueryData(WIDGET_KEY, widget),
  });
}

/** POST /api/insert/feedback: the message, an optional rating and the page it was written on. */
export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TFeedbackInput) => apiJson('/api/insert/feedback', ZFeedbackCreated, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_FEEDBACK_KEY }),
  });
}

/** GET /api/admin/feedback?page: everyone's feedback for administrators, newest first. */
export function useAdminFeedback(page: number) {
  return useQuery({
    queryKey: [...ADMIN_FEEDBACK_KEY, page],
    queryFn: () => apiJson('/api/admin/feedback', ZAdminFeedbackList, { query: { page: String(page) } }),
    placeholderData: keepPreviousData,
    // Delivery states change as the webhook job runs.
    refetchInterval: 15_000,
  });
}
