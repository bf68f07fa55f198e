import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TBlogToolResult } from '@core/api/blogTools';
import type { TContext } from '../context';
import type { TBlogToolRun } from '../ai/blogTools/result';
import { writtenText } from '../ai/blogTools/result';
import type { TModelEngine } from '../ai/models';
import type { TCallSettings } from '../ai/modelStream';
import type { TNoticeReader } from '../ai/noModelNotice';
import { callSettingsFor } from './callSettings';
import { unlessClientLeft } from './clientAbort';
import { withGeneration } from './generationCharge';
import { passGenerationGate } from './generationGate';
import { noticeReaderOf } from './noticeReader';
import { presentBlogTool } from '../presenters/blogTool';
import { perPersonRateLimit } from '../middleware/perPersonRateLimit';

/**
 * Each blog tool call may pay for a model call: 20 a minute per person, plenty for a writer clicking
 * through the workflow, a brake for scripts.
 */
export const BLOG_TOOL_RATE_LIMIT = perPersonRateLimit(20);

/** What the usage ledger records each blog tool's charge under. */
export type TBlogToolFeature = 'blog_headlines' | 'blog_outline' | 'blog_talking_points' | 'blog_subheading_intro' | 'blog_intro' | 'blog_listicles';

/** A blog tool's capability call, given the engine the gate chose. */
export type TBlogToolCall = (engine: TModelEngine, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>) => Promise<TBlogToolRun>;

/**
 * One blog tool call, as every JSON generation call goes: the gate (identity, plan, model, credits,
 * fair usage), the capability, and one commit that records the generation and charges the words
 * the model wrote for `feature` (nothing on the offline engine or a user's own key); a failed model
 * charges nothing. A client that left gets no answer and is charged nothing.
 */
export function answerBlogTool(
  ctx: TContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { unique_id: string; team_id?: string | null; model?: string },
  feature: TBlogToolFeature,
  call: TBlogToolCall,
) {
  return unlessClientLeft(reply, async (): Promise<TBlogToolResult> => {
    const settings = callSettingsFor(ctx, reply);
    const pass = await passGenerationGate(ctx, request.sessionUser, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model });
    return withGeneration(ctx, pass, async (commit) => {
      const run = await call(pass.engine, settings, () => noticeReaderOf(ctx, pass.user));
      const { credits } = await commit({ text: writtenText(run), feature, chargeable: run.chargeable }, { abandonIf: settings.signal });
      return presentBlogTool(run, credits);
    });
  });
}
