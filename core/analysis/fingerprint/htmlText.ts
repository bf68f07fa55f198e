/** Tags after which a reader sees a new block: they become a blank line, as the editor's getText does. */
const BLOCK_TAGS = /^(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|table|section|article|header|footer|aside|main|nav|figure|figcaption|dd|dt|dl|hr)$/i;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', ndash: '–', mdash: '—', hellip: '…' };

/** Whether a pasted text is HTML (a tag that opens and closes) rather than prose that mentions "<". */
export function looksLikeHtml(text: string): boolean {
  return /<(?:p|div|h[1-6]|li|ul|ol|br|span|strong|em|b|i|a|blockquote|table|section|article|html|body)\b[^>]*>/i.test(text);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * A tolerant HTML-to-text for comparison: script and style bodies and comments dropped, block tags
 * and <br> as line breaks (blocks separated by a blank line, like the editor's text), entities
 * decoded, runs of spaces collapsed. Broken markup never throws; it only reads less well.
 */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const marked = withoutCode.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (name.toLowerCase() === 'br' ? '\n' : BLOCK_TAGS.test(name) ? '\n\n' : ''));
  return decodeEntities(marked.replace(/<[!/?a-z][^>]*>/gi, ''))
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .join('\n\n');
}
