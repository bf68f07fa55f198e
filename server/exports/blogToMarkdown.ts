import TurndownService from 'turndown';

/** A cell's Markdown on one line (GFM cells cannot span lines): breaks become <br>, pipes are escaped. */
const cellMarkdown = (content: string) =>
  content
    .trim()
    .replace(/ *\n+ */g, '<br>')
    .replace(/\|/g, '\\|');

const isCell = (node: Node | null) => node?.nodeName === 'TD' || node?.nodeName === 'TH';

/** The table a row belongs to, and its widest row's cell count (shorter rows are padded to it). */
function tableWidth(row: Node): number {
  let table: Node | null = row.parentNode;
  while (table && table.nodeName !== 'TABLE') table = table.parentNode;
  const rows = table ? Array.from((table as Element).querySelectorAll('tr')) : [row as Element];
  return Math.max(...rows.map((each) => Array.from(each.children).filter(isCell).length));
}

/**
 * GitHub-flavoured pipe tables (no gfm plugin is installed): each cell keeps its inline Markdown
 * (bold, links, code), the first row is the header row, a separator row follows it.
 */
function addTableRules(service: TurndownService) {
  // TipTap wraps each cell's text in <p>: one cell, one line.
  service.addRule('tableCellParagraph', {
    filter: (node) => node.nodeName === 'P' && isCell(node.parentNode),
    replacement: (content, node) => (node.nextSibling ? `${content}\n` : content),
  });
  service.addRule('tableCell', { filter: ['th', 'td'], replacement: (content) => ` ${cellMarkdown(content)} |` });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const cells = Array.from((node as Element).children).filter(isCell).length;
      return `|${content}${'  |'.repeat(Math.max(0, tableWidth(node) - cells))}\n`;
    },
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (content, node) => {
      const rows = content.split('\n').filter((line) => line.trim());
      if (rows.length === 0) return '';
      const separator = `|${' --- |'.repeat(tableWidth((node as Element).querySelector('tr') ?? node))}`;
      return `\n\n${[rows[0], separator, ...rows.slice(1)].join('\n')}\n\n`;
    },
  });
}

function createTurndown(): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
  service.addRule('strikethrough', { filter: ['s', 'strike', 'del'] as never, replacement: (content) => `~~${content}~~` });
  // TipTap wraps each list item's text in <p>: keep such lists tight, not one blank line per item.
  service.addRule('listParagraph', {
    filter: (node) => node.nodeName === 'P' && node.parentNode?.nodeName === 'LI',
    replacement: (content, node) => (node.nextSibling ? `${content}\n` : content),
  });
  addTableRules(service);
  // Text that reads like a tag ("use <short> titles") must stay text: a Markdown reader would take
  // it as raw HTML. CommonMark escapes any ASCII punctuation with a backslash; code keeps its own.
  const escapeMarkdown = service.escape.bind(service);
  service.escape = (text: string) => escapeMarkdown(text).replace(/</g, '\\<');
  return service;
}

let turndown: TurndownService | null = null;

/** A doc's sanitized HTML as Markdown (ATX headings, fenced code, pipe tables, images by URL). */
export function blogToMarkdown(html: string): string {
  turndown ??= createTurndown();
  return `${turndown.turndown(html).trim()}\n`;
}
