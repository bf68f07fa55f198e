import { ZBlogToolResult, ZListiclesInput } from '@core/api/blogTools';
import type { TApp, TContext } from '../../../context';
import { runListicles } from '../../../ai/blogTools/listicles';
import { requireSession } from '../../../middleware/session';
import { answerBlogTool, BLOG_TOOL_RATE_LIMIT } from '../../../generation/blogToolAnswer';

/** POST /api/generate/blog/listicles (spec §7): `count` list items for a section; needs a model. */
export function blogListicles(app: TApp, ctx: TContext) {
  app.post('/api/generate/blog/listicles', { schema: { body: ZListiclesInput, response: { 200: ZBlogToolResult } }, preHandler: requireSession, config: BLOG_TOOL_RATE_LIMIT }, async (request, reply) => {
    const body = request.body;
    return answerBlogTool(ctx, request, reply, body, 'blog_listicles', (engine, settings, readerOf) =>
      runListicles(engine, { headline: body.headline, subheading: body.subheading, count: body.count, research: body.research_context, language: body.language, tone: body.tone }, settings, readerOf),
    );
  });
}
