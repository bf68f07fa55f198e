import TurndownService from 'turndown';

/** A table cell's text on one line, its pipes escaped. */
const cellText = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

function createTurndown(): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
  service.addRule('strikethrough', { filter: ['s', 'strike', 'del'] as never, replacement: (content) => `~~${content}~~` });
  // TipTap wraps each list item's text in <p>: keep such lists tight, not one blank line per item.
  service.addRule('listParagraph', {
    filter: (node) => node.nodeName === 'P' && node.parentNode?.nodeName === 'LI',
    replacement: (content, node) => (node.nextSibling ? `${content}\n` : content),
  });
  // Tables as GitHub-flavoured pipe tables; the first row is the header.
  service.addRule('table', {
    filter: 'table',
    replacement: (_content, node) => {
      const rows = Array.from((node as Element).querySelectorAll('tr')).map((row) => Array.from(row.children).map(cellText));
      if (rows.length === 0) return '';
      const width = Math.max(...rows.map((row) => row.length));
      const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
      return `\n\n${[line(rows[0]!), line(Array.from({ length: width }, () => '---')), ...rows.slice(1).map(line)].join('\n')}\n\n`;
    },
  });
  return service;
}

let turndown: TurndownService | null = null;

/** A doc's sanitized HTML as Markdown (ATX headings, fenced code, pipe tables, images by URL). */
export function blogToMarkdown(html: string): string {
  turndown ??= createTurndown();
  return `${turndown.turndown(html).trim()}\n`;
}
