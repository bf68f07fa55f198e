import type { TApp, TContext } from '../../context';
import { createBlankBlog } from './createBlankBlog';
import { deleteBlog } from './deleteBlog';
import { duplicateBlog } from './duplicateBlog';
import { exportBlogFile } from './exportBlogFile';
import { fetchBlog } from './fetchBlog';
import { listSavedBlogs } from './listSavedBlogs';
import { saveBlog } from './saveBlog';
import { shareBlog } from './shareBlog';

/** Docs (spec §7 saved-copy calls, plus create, duplicate, delete, share and export). */
export function registerBlogRoutes(app: TApp, ctx: TContext) {
  saveBlog(app, ctx);
  createBlankBlog(app, ctx);
  fetchBlog(app, ctx);
  listSavedBlogs(app, ctx);
  duplicateBlog(app, ctx);
  deleteBlog(app, ctx);
  shareBlog(app, ctx);
  exportBlogFile(app, ctx);
}
