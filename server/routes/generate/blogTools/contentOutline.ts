import { ZBlogToolResult, ZOutlineInput } from '@core/api/blogTools';
import type { TApp, TContext } from '../../../context';
import { runOutline } from '../../../ai/blogTools/outline';
import { requireSession } from '../../../middleware/session';
import { answerBlogTool, BLOG_TOOL_RATE_LIMIT } from '../../../generation/blogToolAnswer';

/** POST /api/generate/content/outline (spec §7): subheadings for the headline (`subheadline`); without a model, the headings the research’s pages share. */
export function contentOutline(app: TApp, ctx: TContext) {
  app.post('/api/generate/content/outline', { schema: { body: ZOutlineInput, response: { 200: ZBlogToolResult } }, preHandler: requireSession, config: BLOG_TOOL_RATE_LIMIT }, async (request, reply) => {
    const body = request.body;
    return answerBlogTool(ctx, request, reply, body, 'blog_outline', (engine, settings, readerOf) =>
      runOutline(engine, { headline: body.subheadline, topic: body.topic, sourceHeadings: body.source_headings, count: body.count, research: body.research_context, language: body.language, tone: body.tone }, settings, readerOf),
    );
  });
}
