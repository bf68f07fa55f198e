import { decodeEntities } from './htmlEntities';

export type TBlockKind = 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'li' | 'quote';
/** A doc read for scoring: its blocks in order, links, images and its text (blocks joined by a blank line). */
export type TDocStructure = {
  blocks: Array<{ kind: TBlockKind; text: string }>;
  links: Array<{ href: string; text: string; internal: boolean | null }>;
  images: Array<{ alt: string }>;
  text: string;
};

/** Elements whose content is never text of the doc (a pasted page's scripts, styles, head …). */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'iframe', 'object', 'canvas', 'select', 'textarea']);
/** Elements that start and end a block; anything else is inline (its text runs on). */
const BLOCKS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside',
  'nav', 'pre', 'ul', 'ol', 'dl', 'dt', 'dd', 'table', 'tr', 'td', 'th', 'figure', 'figcaption', 'hr', 'body', 'html', 'form', 'address',
]);

/** A tag (attributes may quote a '>') or a comment. An unquoted '<' ends a tag's attributes, so stray '<'s cost linear time. */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w:-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Where a link points, as the score judges it: inside the site (relative, or on the site's host), outside, or unknown. */
export function linkTarget(href: string, siteHost: string | null): { internal: boolean | null } | null {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith('#') || /^(?:mailto|tel|javascript|data):/i.test(trimmed)) return null;
  const absolute = /^(?:[a-z][a-z\d+.-]*:)?\/\//i.exec(trimmed);
  if (!absolute) return { internal: true };
  const host = /^(?:[a-z][a-z\d+.-]*:)?\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(trimmed)?.[1]?.toLowerCase().replace(/^www\./, '');
  if (!host) return null;
  return { internal: siteHost ? host === siteHost : null };
}

/** The host a site address names ("https://www.Example.com/blog" → "example.com"), or null. */
export function siteHostOf(site: string | null | undefined): string | null {
  if (!site) return null;
  const host = /^(?:[a-z][a-z\d+.-]*:)?(?:\/\/)?(?:[^@/?#]*@)?([^/?#:\s]+)/i.exec(site.trim())?.[1]?.toLowerCase();
  return host ? host.replace(/^www\./, '') : null;
}

/**
 * Reads the editor's HTML (or HTML pasted from anywhere) without a DOM: blocks by their kind
 * (h5 and h6 count as h4; text in a list item is 'li', in a blockquote 'quote'; any other block is
 * 'p'), each block's text with entities decoded and spaces collapsed (a <br> is a line break),
 * links and images. Scripts, styles and comments are dropped; unclosed tags are tolerated.
 */
export function docStructureOfHtml(html: string, site?: string | null): TDocStructure {
  const siteHost = siteHostOf(site);
  const structure: TDocStructure = { blocks: [], links: [], images: [], text: '' };
  let parts: string[] = [];
  let heading = 0;
  let listDepth = 0;
  let quoteDepth = 0;
  let dropping: string | null = null;
  let link: string | null = null;
  let linkText: string[] = [];
  const endLink = () => {
    const target = link === null ? null : linkTarget(link, siteHost);
    if (link !== null && target) structure.links.push({ href: link.trim(), text: linkText.join('').replace(/\s+/g, ' ').trim(), ...target });
    link = null;
    linkText = [];
  };

  const flush = () => {
    const text = parts.join('').split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n');
    parts = [];
    if (!text) return;
    const kind: TBlockKind = heading ? (`h${Math.min(heading, 4)}` as TBlockKind) : listDepth ? 'li' : quoteDepth ? 'quote' : 'p';
    structure.blocks.push({ kind, text });
  };
  const addText = (raw: string) => {
    const text = decodeEntities(raw).replace(/\s+/g, ' ');
    parts.push(text);
    if (link !== null) linkText.push(text);
  };

  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (!dropping) addText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a comment
    const closing = match[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !match[3]?.trim().endsWith('/')) dropping = name;
      continue;
    }
    if (name === 'br') {
      parts.push('\n');
      if (link !== null) linkText.push(' ');
    } else if (name === 'img' && !closing) {
      structure.images.push({ alt: (attributesOf(match[3] ?? '').alt ?? '').replace(/\s+/g, ' ').trim() });
    } else if (name === 'a') {
      endLink();
      if (!closing) link = attributesOf(match[3] ?? '').href ?? null;
    } else if (BLOCKS.has(name)) {
      flush();
      const level = /^h([1-6])$/.exec(name)?.[1];
      if (level) heading = closing ? 0 : Number(level);
      else if (name === 'li') listDepth = Math.max(0, listDepth + (closing ? -1 : 1));
      else if (name === 'blockquote') quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
    }
  }
  if (!dropping) addText(html.slice(last));
  flush();
  endLink();
  structure.text = structure.blocks.map((block) => block.text).join('\n\n');
  return structure;
}

/** Plain text read as a doc: paragraphs split on blank lines; a line starting with 1–4 # is a Markdown heading. */
export function docStructureOfText(text: string): TDocStructure {
  const blocks: TDocStructure['blocks'] = [];
  for (const raw of text.split(/\r?\n[^\S\r\n]*\r?\n/)) {
    const lines = raw.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
    if (!lines.length) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(lines[0]!);
    if (heading && lines.length === 1) blocks.push({ kind: `h${Math.min(heading[1]!.length, 4)}` as TBlockKind, text: heading[2]! });
    else blocks.push({ kind: 'p', text: lines.join('\n') });
  }
  return { blocks, links: [], images: [], text: blocks.map((block) => block.text).join('\n\n') };
}
