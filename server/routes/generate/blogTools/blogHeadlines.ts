import { ZBlogToolResult, ZHeadlinesInput } from '@core/api/blogTools';
import type { TApp, TContext } from '../../../context';
import { runHeadlines } from '../../../ai/blogTools/headlines';
import { requireSession } from '../../../middleware/session';
import { answerBlogTool, BLOG_TOOL_RATE_LIMIT } from '../../../generation/blogToolAnswer';

/** POST /api/generate/blog/headlines (spec §7): `count` headlines for the topic in a style; without a model, headline patterns. */
export function blogHeadlines(app: TApp, ctx: TContext) {
  app.post('/api/generate/blog/headlines', { schema: { body: ZHeadlinesInput, response: { 200: ZBlogToolResult } }, preHandler: requireSession, config: BLOG_TOOL_RATE_LIMIT }, async (request, reply) => {
    const body = request.body;
    return answerBlogTool(ctx, request, reply, body, 'blog_headlines', (engine, settings, readerOf) =>
      runHeadlines(engine, { topic: body.topic, style: body.style, context: body.context, count: body.count, research: body.research_context, language: body.language, tone: body.tone, year: new Date().getUTCFullYear() }, settings, readerOf),
    );
  });
}
