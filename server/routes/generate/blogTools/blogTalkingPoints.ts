import { ZBlogToolResult, ZTalkingPointsInput } from '@core/api/blogTools';
import type { TApp, TContext } from '../../../context';
import { runTalkingPoints } from '../../../ai/blogTools/talkingPoints';
import { requireSession } from '../../../middleware/session';
import { answerBlogTool, BLOG_TOOL_RATE_LIMIT } from '../../../generation/blogToolAnswer';

/** POST /api/generate/blog/talking/points (spec §7): talking points for each subheading of the outline; without a model, sentences quoted from the research. */
export function blogTalkingPoints(app: TApp, ctx: TContext) {
  app.post('/api/generate/blog/talking/points', { schema: { body: ZTalkingPointsInput, response: { 200: ZBlogToolResult } }, preHandler: requireSession, config: BLOG_TOOL_RATE_LIMIT }, async (request, reply) => {
    const body = request.body;
    return answerBlogTool(ctx, request, reply, body, 'blog_talking_points', (engine, settings, readerOf) =>
      runTalkingPoints(engine, { headline: body.headline, outline: body.outline, research: body.research_context, language: body.language, tone: body.tone }, settings, readerOf),
    );
  });
}
