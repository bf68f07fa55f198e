/**
 * What a doc's HTML may hold: the editor's nodes and marks (headings, paragraphs, lists, quotes,
 * links, images by URL, tables, code, bold/italic/underline/strike, highlight) and nothing that
 * runs. The server sanitizes every saved doc with it; the editor keeps to the same set.
 */
export const BLOG_ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'mark', 'sub', 'sup', 'span',
  'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'figure', 'figcaption',
] as const;

export const BLOG_ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'colwidth'],
  td: ['colspan', 'rowspan', 'colwidth'],
  col: ['span', 'width'],
  ol: ['start', 'type'],
  li: ['data-checked', 'data-type'],
  ul: ['data-type'],
  code: ['class'],
  pre: ['class'],
  // The editor's marks for AI-inserted text and fact-check highlights are spans and marks with data-*.
  span: ['data-ai', 'data-claim', 'class'],
  mark: ['data-color', 'data-ai', 'class'],
  p: ['style'],
  h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
};

/** Links and images only by these schemes: no javascript:, no data: (images load by URL). */
export const BLOG_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The one inline style kept: text alignment (TipTap's TextAlign writes it). */
export const BLOG_ALLOWED_STYLES: Record<string, RegExp[]> = { 'text-align': [/^(left|right|center|justify)$/] };
