import { ZBlogToolResult, ZSubheadingIntroInput } from '@core/api/blogTools';
import type { TApp, TContext } from '../../../context';
import { runSectionIntro } from '../../../ai/blogTools/sectionIntro';
import { requireSession } from '../../../middleware/session';
import { answerBlogTool, BLOG_TOOL_RATE_LIMIT } from '../../../generation/blogToolAnswer';

/** POST /api/generate/blog/subheading/intro (spec §7): the opening paragraph of one section; needs a model. */
export function blogSubheadingIntro(app: TApp, ctx: TContext) {
  app.post('/api/generate/blog/subheading/intro', { schema: { body: ZSubheadingIntroInput, response: { 200: ZBlogToolResult } }, preHandler: requireSession, config: BLOG_TOOL_RATE_LIMIT }, async (request, reply) => {
    const body = request.body;
    return answerBlogTool(ctx, request, reply, body, 'blog_subheading_intro', (engine, settings, readerOf) =>
      runSectionIntro(engine, { headline: body.headline, subheading: body.subheading, research: body.research_context, language: body.language, tone: body.tone }, settings, readerOf),
    );
  });
}
