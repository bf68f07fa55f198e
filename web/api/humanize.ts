import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHumanizeResult, type THumanizeInput, type THumanizeResult } from '@core/api/humanize';
import { apiJson } from './client';
import { userKey } from './users';

/** POST /api/content/humanize: the passages rewritten to read naturally, each with its diff and kept-facts check. */
export async function humanizePassages(input: THumanizeInput): Promise<THumanizeResult> {
  return apiJson('/api/content/humanize', ZHumanizeResult, { method: 'POST', body: input });
}

/** Runs a rewrite; the user is refetched after it, since it may have used a run and credits. */
export function useHumanize(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: humanizePassages,
    onSettled: () => client.invalidateQueries({ queryKey: userKey(uid) }),
  });
}
