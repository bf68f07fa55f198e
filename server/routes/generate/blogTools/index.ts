import type { TApp, TContext } from '../../../context';
import { blogHeadlines } from './blogHeadlines';
import { blogIntro } from './blogIntro';
import { blogListicles } from './blogListicles';
import { blogSubheadingIntro } from './blogSubheadingIntro';
import { blogTalkingPoints } from './blogTalkingPoints';
import { contentOutline } from './contentOutline';

/** The blog-writing generation calls of spec §7 the step-by-step workflow uses (core/api/blogTools.ts). */
export function registerBlogToolRoutes(app: TApp, ctx: TContext) {
  blogHeadlines(app, ctx);
  contentOutline(app, ctx);
  blogTalkingPoints(app, ctx);
  blogSubheadingIntro(app, ctx);
  blogIntro(app, ctx);
  blogListicles(app, ctx);
}
