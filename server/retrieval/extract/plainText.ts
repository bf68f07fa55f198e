import type { TBlock, TExtractedDocument } from '../document';
import { cleanText } from '../document';

/** Plain text: paragraphs are separated by blank lines; single line breaks are soft. */
export function extractPlainText(text: string): TExtractedDocument {
  const blocks: TBlock[] = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => cleanText(paragraph.replace(/\n/g, ' ')))
    .filter(Boolean)
    .map((paragraph) => ({ kind: 'paragraph', text: paragraph }));
  return { title: '', blocks };
}

const ATX_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const SETEXT_UNDERLINE = /^(=+|-+)\s*$/;
const FENCE = /^(```|~~~)/;

/** Strips inline Markdown (links, emphasis, code ticks, images) down to the words a reader sees. */
function inlineText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/^\s*>\s?/, '');
}

/** Markdown: ATX and setext headings become headings; everything else reads as paragraphs. */
export function extractMarkdown(markdown: string): TExtractedDocument {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: TBlock[] = [];
  let paragraph: string[] = [];
  let inFence = false;
  const flush = () => {
    const text = cleanText(paragraph.join(' '));
    if (text) blocks.push({ kind: 'paragraph', text });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (FENCE.test(line.trim())) {
      inFence = !inFence;
      flush();
      continue;
    }
    if (inFence) {
      paragraph.push(line);
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    const next = lines[index + 1];
    if (atx) {
      flush();
      blocks.push({ kind: 'heading', text: cleanText(inlineText(atx[2]!)), level: atx[1]!.length });
    } else if (line.trim() && next !== undefined && SETEXT_UNDERLINE.test(next) && paragraph.length === 0) {
      blocks.push({ kind: 'heading', text: cleanText(inlineText(line)), level: next.startsWith('=') ? 1 : 2 });
      index += 1;
    } else if (!line.trim()) {
      flush();
    } else if (/^\s*(?:[-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      paragraph.push(inlineText(line));
      flush();
    } else {
      paragraph.push(inlineText(line));
    }
  }
  flush();
  const first = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  return { title: first?.text ?? '', blocks };
}
