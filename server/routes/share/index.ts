import type { TApp, TContext } from '../../context';
import { fetchSharedBlog } from './fetchSharedBlog';
import { shareBlogPage } from './shareBlogPage';

/** The public side of shared docs: the doc's data and the page with its head tags. */
export function registerShareRoutes(app: TApp, ctx: TContext) {
  fetchSharedBlog(app, ctx);
  shareBlogPage(app, ctx);
}
