import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZOnboardingData,
  ZOnboardingStepsResponse,
  type TOnboardingDataInput,
  type TOnboardingStateInput,
  type TOnboardingStepsResponse,
} from '@core/api/onboarding';
import { apiJson } from './client';
import { userKey } from './users';

export const onboardingKey = (uid: string) => ['onboarding', uid] as const;

/** The flow's state and the checklist's steps, as the server decided them from the person's work. */
export function useOnboardingSteps(uid: string) {
  return useQuery({
    queryKey: onboardingKey(uid),
    queryFn: () => apiJson('/api/fetch/onboarding_steps', ZOnboardingStepsResponse, { query: { unique_id: uid } }),
    // Coming back to the dashboard after doing a step shows it ticked.
    refetchOnMount: 'always',
  });
}

/** POST /api/update/user/onboarding_data: the flow's answers; `complete` ends the flow. Reloads the user (the first project's name). */
export function useSaveOnboardingAnswers(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { answers: TOnboardingDataInput; complete: boolean }) =>
      apiJson('/api/update/user/onboarding_data', z.object({ onboarding_data: ZOnboardingData }), {
        method: 'POST',
        body: { unique_id: uid, onboarding_data: input.answers, complete: input.complete },
      }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: userKey(uid) }), client.invalidateQueries({ queryKey: onboardingKey(uid) })]);
    },
  });
}

/** POST /api/update/user/onboarding_state: skip the flow, hide the checklist, or record the Discord click. */
export function useUpdateOnboardingState(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TOnboardingStateInput, 'unique_id'>) =>
      apiJson('/api/update/user/onboarding_state', ZOnboardingStepsResponse, { method: 'POST', body: { unique_id: uid, ...input }, keepalive: true }),
    onSuccess: (steps: TOnboardingStepsResponse) => client.setQueryData(onboardingKey(uid), steps),
  });
}
