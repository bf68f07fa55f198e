import type { TBriefPage } from '@core/api/seo';
import type { TBlock } from '../retrieval/document';

/** Headings a page lists at most, and the longest heading kept. */
const MAX_HEADINGS = 80;
const MAX_HEADING_CHARS = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function plainHeading(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_HEADING_CHARS);
}

/**
 * A page's H1–H3 in order. Readability keeps the article's H2/H3 but takes the H1 out (it is the
 * title) or turns it into an H2, so the H1s are read from the page itself and come first; a
 * heading of the article with an H1's text is that H1, not another heading.
 */
export function pageHeadings(html: string, blocks: readonly TBlock[]): TBriefPage['headings'] {
  const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/gi)].map((match) => plainHeading(match[1]!)).filter(Boolean).slice(0, 3);
  const seenH1 = new Set(h1s.map((text) => text.toLowerCase()));
  const headings: TBriefPage['headings'] = h1s.map((text) => ({ level: 1, text }));
  for (const block of blocks) {
    if (block.kind !== 'heading' || !block.level || block.level > 3) continue;
    const text = block.text.replace(/\s+/g, ' ').trim().slice(0, MAX_HEADING_CHARS);
    if (!text || seenH1.has(text.toLowerCase())) continue;
    headings.push({ level: block.level, text });
    if (headings.length >= MAX_HEADINGS) break;
  }
  return headings;
}
