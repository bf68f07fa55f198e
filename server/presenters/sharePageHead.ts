import type { TSharedBlog } from '@core/api/blogs';
import { escapeHtml } from '../exports/blogToHtml';

/** The page's <head> tags for a shared doc: title, description, Open Graph and Twitter card. */
export function sharePageHead(blog: TSharedBlog, url: string): string {
  const title = escapeHtml(blog.title);
  const description = escapeHtml(blog.description);
  return [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Longform" />`,
    `<meta property="article:modified_time" content="${escapeHtml(blog.last_updated)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
}

const FALLBACK_PAGE = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Longform</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/**
 * The SPA's index.html with the doc's title and tags in place of the app's own, so search engines
 * and link previews (which do not run scripts) see the doc. Without a shared doc: noindex.
 */
export function sharePageHtml(indexHtml: string | null, head: { title: string; tags: string }): string {
  const page = (indexHtml ?? FALLBACK_PAGE)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return page.replace('</head>', `  ${head.tags}\n  </head>`);
}
