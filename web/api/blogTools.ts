import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZBlogToolResult,
  type TBlogIntroInput,
  type TBlogToolResult,
  type THeadlinesInput,
  type TListiclesInput,
  type TOutlineInput,
  type TSubheadingIntroInput,
  type TTalkingPointsInput,
} from '@core/api/blogTools';
import { ApiError, apiJson, errorMessage } from './client';
import { handleGenerationFailure } from './generationFailure';
import { userKey } from './users';

/** The blog-writing calls of core/api/blogTools.ts, by what they make. */
const PATHS = {
  headlines: '/api/generate/blog/headlines',
  outline: '/api/generate/content/outline',
  talkingPoints: '/api/generate/blog/talking/points',
  subheadingIntro: '/api/generate/blog/subheading/intro',
  blogIntro: '/api/generate/blog/intro',
  listicles: '/api/generate/blog/listicles',
} as const;
export type TBlogTool = keyof typeof PATHS;

type TInputs = {
  headlines: THeadlinesInput;
  outline: TOutlineInput;
  talkingPoints: TTalkingPointsInput;
  subheadingIntro: TSubheadingIntroInput;
  blogIntro: TBlogIntroInput;
  listicles: TListiclesInput;
};

/** What a step sends; the user and team are added here. */
export type TBlogToolRequest<K extends TBlogTool> = Omit<TInputs[K], 'unique_id' | 'team_id'>;

/** Who asks, in which team, and whether they bring their own provider key (their errors read differently). */
export type TBlogToolScope = { uid: string; teamId: string | null; byok: boolean; teamMode: boolean };

/** POST one blog tool; the answer has `items`, `sections` or `output`, with its engine, model, credits and notice. */
export async function runBlogTool<K extends TBlogTool>(scope: Pick<TBlogToolScope, 'uid' | 'teamId'>, tool: K, request: TBlogToolRequest<K>): Promise<TBlogToolResult> {
  return apiJson(PATHS[tool], ZBlogToolResult, { method: 'POST', body: { ...request, unique_id: scope.uid, team_id: scope.teamId } });
}

/**
 * What a refused generation shows beside its button: the server's message. Credits, plan, fair
 * usage and provider-key refusals (420 and up) also open the app's usual dialogs (spec §8); a 400
 * here is a missing headline or subheading, said beside the button only.
 */
export function blogToolFailure(error: unknown, client: QueryClient, scope: TBlogToolScope): string {
  if (error instanceof ApiError && error.status >= 420 && error.status !== 502) {
    handleGenerationFailure(error, { client, uid: scope.uid, byok: scope.byok, teamMode: scope.teamMode });
  }
  return errorMessage(error);
}

/** One blog tool as a mutation; the user is fetched again after it (a generation may use credits). */
export function useBlogTool<K extends TBlogTool>(scope: TBlogToolScope, tool: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TBlogToolRequest<K>) => runBlogTool(scope, tool, request),
    onSettled: () => client.invalidateQueries({ queryKey: userKey(scope.uid) }),
  });
}
