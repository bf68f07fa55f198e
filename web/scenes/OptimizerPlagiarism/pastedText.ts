/** Tags that say a pasted text is HTML source rather than prose that mentions a "<". */
const HTML_TAG = /<\/?(?:p|div|span|h[1-6]|br|hr|ul|ol|li|a|strong|em|b|i|u|table|thead|tbody|tr|td|th|blockquote|pre|code|section|article|header|footer|main|nav|html|head|body|img|figure|figcaption)\b[^>]*>/i;
const BLOCK = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4',
  'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE']);

export function looksLikeHtml(value: string): boolean {
  return HTML_TAG.test(value);
}

/**
 * The text of an HTML fragment as a reader sees it, blocks apart by a blank line (as the editor's
 * text is), so the check's offsets land on words the page can show and mark.
 */
export function htmlText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let text = '';
  const separate = (gap: string) => {
    if (text && !text.endsWith(gap) && !text.endsWith('\n\n')) text = text.replace(/[ \t]+$/, '') + gap;
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const piece = (node.textContent ?? '').replace(/\s+/g, ' ');
      text += text === '' || text.endsWith('\n') ? piece.trimStart() : piece;
      return;
    }
    if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return;
    if (node.tagName === 'BR') {
      text = text.replace(/[ \t]+$/, '') + '\n';
      return;
    }
    const block = BLOCK.has(node.tagName);
    if (block) separate('\n\n');
    for (const child of node.childNodes) walk(child);
    if (block) separate('\n\n');
  };
  walk(body);
  return text.trim();
}

/** What a check sends for a pasted text: HTML source is compared as its text, anything else as it is. */
export function textToCheck(pasted: string): { text: string; fromHtml: boolean } {
  return looksLikeHtml(pasted) ? { text: htmlText(pasted), fromHtml: true } : { text: pasted, fromHtml: false };
}
