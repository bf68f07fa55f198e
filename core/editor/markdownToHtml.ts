import MarkdownIt from 'markdown-it';

// Raw HTML in the text stays text (html: false); a single line break stays a line break, as answers
// put a bold heading on its own line above its sentences; bare addresses are not turned into links.
const markdown = new MarkdownIt({ html: false, breaks: true, linkify: false, typographer: false });

/**
 * Markdown, as models and the offline engine write answers, as HTML the editor's schema holds
 * (core/editor/extensions.ts): paragraphs, headings, lists, quotes, code, tables, links, bold and
 * italic. Nothing in it runs: raw HTML is escaped and markdown-it refuses javascript: and data:
 * links; the server sanitises the saved doc as every other (htmlAllowList.ts).
 */
export function markdownToHtml(text: string): string {
  // The newlines markdown-it puts between block tags and after <br> mean nothing to the editor (or
  // become a stray space); code keeps its own.
  return markdown.render(text).replace(/<br>\n/g, '<br>').replace(/>\n+</g, '><').trim();
}
