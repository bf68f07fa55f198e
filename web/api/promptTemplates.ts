import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPromptTemplateDeletedResponse,
  ZPromptTemplateListResponse,
  ZPromptTemplateResponse,
  ZRunPromptTemplateResult,
  type TPromptTemplate,
  type TRunPromptTemplateResult,
} from '@core/api/promptTemplates';
import { apiJson } from './client';
import { userKey } from './users';

/** Who asks and in which team mode (team_id: the team whose shared templates they may share to). */
export type TPromptTemplateScope = { uid: string; teamId: string | null };
/** The fields a person edits. */
export type TPromptTemplateFields = Pick<TPromptTemplate, 'template' | 'description' | 'formula'>;
/** What a run sends: which model, and a value for each variable. */
export type TPromptTemplateRun = { saveId: string; variables: Record<string, string>; model: string };

const templatesKey = (scope: TPromptTemplateScope) => ['promptTemplates', scope.uid, scope.teamId ?? 'personal'] as const;
const withTeam = (scope: TPromptTemplateScope) => ({ unique_id: scope.uid, ...(scope.teamId ? { team_id: scope.teamId } : {}) });

/** GET /api/fetch/prompt/templates: the person's templates and those their teams share, with abilities. */
export function usePromptTemplates(scope: TPromptTemplateScope) {
  return useQuery({
    queryKey: templatesKey(scope),
    queryFn: () => apiJson('/api/fetch/prompt/templates', ZPromptTemplateListResponse, { query: withTeam(scope) }),
  });
}

/** Create (no saveId) or update a template; the list is read again after. */
export function useSavePromptTemplate(scope: TPromptTemplateScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ saveId, fields }: { saveId: string | null; fields: TPromptTemplateFields }) => {
      const path = saveId ? '/api/update/prompt/template' : '/api/create/prompt/template';
      const body = { ...withTeam(scope), ...fields, ...(saveId ? { save_id: saveId } : {}) };
      return (await apiJson(path, ZPromptTemplateResponse, { method: 'POST', body })).template;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['promptTemplates', scope.uid] }),
  });
}

/** Share a template to the team of the current team mode, or stop sharing it. */
export function useSharePromptTemplate(scope: TPromptTemplateScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ saveId, shared }: { saveId: string; shared: boolean }) =>
      (await apiJson('/api/update/prompt/template/share', ZPromptTemplateResponse, { method: 'POST', body: { ...withTeam(scope), save_id: saveId, shared } })).template,
    onSuccess: () => client.invalidateQueries({ queryKey: ['promptTemplates', scope.uid] }),
  });
}

/** Delete a template for good. */
export function useDeletePromptTemplate(scope: TPromptTemplateScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (saveId: string) => apiJson('/api/delete/prompt/template', ZPromptTemplateDeletedResponse, { method: 'DELETE', query: { unique_id: scope.uid, save_id: saveId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promptTemplates', scope.uid] }),
  });
}

/** POST /api/run/custom/template; the user (credits) and the list (the saved content) are read again after. */
export function useRunPromptTemplate(scope: TPromptTemplateScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (run: TPromptTemplateRun): Promise<TRunPromptTemplateResult> =>
      apiJson('/api/run/custom/template', ZRunPromptTemplateResult, { method: 'POST', body: { ...withTeam(scope), prompt: run.saveId, variables: run.variables, model: run.model } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: userKey(scope.uid) });
      void client.invalidateQueries({ queryKey: ['promptTemplates', scope.uid] });
    },
  });
}
