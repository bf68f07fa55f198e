import { useMutation } from '@tanstack/react-query';
import { ZWebhookTestEventResult } from '@core/api/webhookTestEvent';
import { apiJson } from './client';

/** POST /api/integrations/custom/test_event: a signed sample post to the account's custom webhook; answers what the receiver said. */
export function useWebhookTestEvent(uid: string) {
  return useMutation({
    mutationFn: () => apiJson('/api/integrations/custom/test_event', ZWebhookTestEventResult, { method: 'POST', body: { uid } }),
  });
}
