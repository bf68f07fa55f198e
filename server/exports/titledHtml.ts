import { escapeHtml } from './blogToHtml';

const FIRST_HEADING = /^\s*<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A heading's text as a reader sees it, for comparing with the title. */
function headingText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * A doc's sanitized HTML with its title on top as an H1, so every export (DOCX, Pages, HTML, Markdown)
 * opens with the title the editor shows; a body that already opens with that heading keeps its own.
 */
export function titledHtml(title: string, html: string): string {
  const heading = title.replace(/\s+/g, ' ').trim();
  if (!heading) return html;
  const first = FIRST_HEADING.exec(html);
  if (first && headingText(first[2]!) === heading.toLowerCase()) return html;
  return `<h1>${escapeHtml(heading)}</h1>${html}`;
}
