import { ZBlogToolResult, ZBlogIntroInput } from '@core/api/blogTools';
import type { TApp, TContext } from '../../../context';
import { runBlogIntro } from '../../../ai/blogTools/blogIntro';
import { requireSession } from '../../../middleware/session';
import { answerBlogTool, BLOG_TOOL_RATE_LIMIT } from '../../../generation/blogToolAnswer';

/** POST /api/generate/blog/intro (spec §7): the post’s introduction from its headline and outline; needs a model. */
export function blogIntro(app: TApp, ctx: TContext) {
  app.post('/api/generate/blog/intro', { schema: { body: ZBlogIntroInput, response: { 200: ZBlogToolResult } }, preHandler: requireSession, config: BLOG_TOOL_RATE_LIMIT }, async (request, reply) => {
    const body = request.body;
    return answerBlogTool(ctx, request, reply, body, 'blog_intro', (engine, settings, readerOf) =>
      runBlogIntro(engine, { headline: body.headline, outline: body.outline, research: body.research_context, language: body.language, tone: body.tone }, settings, readerOf),
    );
  });
}
