/** Tags that show a paste is HTML (a page's source or an export), not plain prose. */
const HTML_TAG = /<(p|h[1-6]|div|ul|ol|li|a|img|article|section|br|table|strong|em|blockquote)\b[^>]*>/i;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML the score reads for a pasted draft: pasted HTML as it is (its headings, links and images
 * count), plain text as paragraphs split on blank lines, with single line breaks kept.
 */
export function draftHtml(pasted: string): string {
  if (HTML_TAG.test(pasted)) return pasted;
  return pasted
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** Whether a paste is read as HTML (the page says so). */
export const isHtmlPaste = (pasted: string) => HTML_TAG.test(pasted);
