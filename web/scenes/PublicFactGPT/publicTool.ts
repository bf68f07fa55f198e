import { ZPublicQueryStreamInput } from '@core/api/generate';
import type { TPublicRunsStatus } from '@core/api/publicRuns';
import { PUBLIC_DAILY_RUNS } from '@core/constants';
import type { TGenerationMode } from '@core/plans/access';
import { ApiError } from '@web/api/client';

/** The modes the public stream accepts (a visitor has no project, so no files, URLs or domains). */
const ZPublicMode = ZPublicQueryStreamInput.shape.mode.unwrap();
export type TPublicMode = (typeof ZPublicMode.options)[number];
export const PUBLIC_MODES: TGenerationMode[] = [...ZPublicMode.options];

export function isPublicMode(mode: TGenerationMode): mode is TPublicMode {
  return (PUBLIC_MODES as string[]).includes(mode);
}

/** "12 of 15 free runs left today". */
export function runsLeftText(status: Pick<TPublicRunsStatus, 'runs_left'>): string {
  const left = Math.max(0, status.runs_left);
  return `${left} of ${PUBLIC_DAILY_RUNS} free runs left today`;
}

/** The server's refusal once today's runs are used (spec §8: 400). */
export function isRunsExhausted(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'public_runs_exhausted';
}

/**
 * Where the sign-up and log-in buttons lead: /login carrying the visitor's question as ?factgpt=…,
 * which the spec §2 hand-over remembers, so after signing in the dashboard sends them on to
 * /factgpt with the question in the box.
 */
export function accountLinks(question: string | null): { signUp: string; logIn: string } {
  const text = question?.trim().slice(0, 8_000);
  const query: Record<string, string> = text ? { factgpt: text } : {};
  return {
    signUp: `/login?${new URLSearchParams({ tab: 'signup', ...query })}`,
    logIn: text ? `/login?${new URLSearchParams(query)}` : '/login',
  };
}
