import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { TApp, TContext } from '../../context';
import { findBlog } from '../../queries/blogFinder';
import { presentSharedBlog } from '../../presenters/blog';
import { sharePageHead, sharePageHtml } from '../../presenters/sharePageHead';

async function readIndexHtml(distDir: string): Promise<string | null> {
  try {
    return await fs.readFile(path.resolve(distDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * GET /share-blog/:blogId: the web app's page, answered by the server with the shared doc's title,
 * description and og: tags filled in (the SPA then shows the doc). A doc that is not shared, or
 * does not exist, gets the same page with status 404 and noindex; the SPA shows "not found".
 */
export function shareBlogPage(app: TApp, ctx: TContext) {
  app.get('/share-blog/:blogId', { schema: { params: z.object({ blogId: z.string().max(100) }) } }, async (request, reply) => {
    const indexHtml = await readIndexHtml(ctx.env.WEB_DIST_DIR);
    const blog = await findBlog(ctx.db, request.params.blogId);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!blog || !blog.shared) {
      const tags = '<meta name="robots" content="noindex" />';
      return reply.code(404).send(sharePageHtml(indexHtml, { title: 'Document not found · Longform', tags }));
    }
    const shared = presentSharedBlog(blog);
    const url = new URL(`/share-blog/${blog.id}`, ctx.env.APP_URL).toString();
    return reply.send(sharePageHtml(indexHtml, { title: shared.title, tags: sharePageHead(shared, url) }));
  });
}
