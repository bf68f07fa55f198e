import type { TBlock } from '../document';
import { cleanText } from '../document';

const HEADING = /^H([1-6])$/;
/** Elements whose whole text is one paragraph (their children are inline or nested lists). */
const PARAGRAPH_TAGS = new Set(['P', 'LI', 'BLOCKQUOTE', 'PRE', 'TD', 'TH', 'DT', 'DD', 'FIGCAPTION', 'CAPTION', 'SUMMARY']);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'BUTTON', 'SELECT', 'TEXTAREA']);
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Headings and paragraphs of an element's subtree, in document order. */
export function htmlBlocks(root: Element): TBlock[] {
  const blocks: TBlock[] = [];
  let loose = '';
  const flushLoose = () => {
    const text = cleanText(loose);
    if (text) blocks.push({ kind: 'paragraph', text });
    loose = '';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) {
        loose += child.textContent ?? '';
        continue;
      }
      if (child.nodeType !== ELEMENT_NODE) continue;
      const element = child as Element;
      const tag = element.tagName.toUpperCase();
      if (SKIPPED_TAGS.has(tag)) continue;
      const heading = HEADING.exec(tag);
      if (heading || PARAGRAPH_TAGS.has(tag)) {
        flushLoose();
        const text = cleanText(element.textContent ?? '');
        if (text) blocks.push(heading ? { kind: 'heading', text, level: Number(heading[1]) } : { kind: 'paragraph', text });
        continue;
      }
      if (tag === 'BR') {
        loose += '\n';
        continue;
      }
      const inline = ['A', 'SPAN', 'STRONG', 'EM', 'B', 'I', 'U', 'CODE', 'SMALL', 'SUB', 'SUP', 'MARK', 'ABBR', 'TIME', 'Q', 'CITE'].includes(tag);
      if (!inline) flushLoose();
      walk(element);
      if (!inline) flushLoose();
    }
  };
  walk(root);
  flushLoose();
  return blocks;
}
