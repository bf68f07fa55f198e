import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { JSDOM } from 'jsdom';

/**
 * A doc's sanitized HTML as a Word document: headings, paragraphs, bullet and numbered lists (nested),
 * bold/italic/underline/strike/code, links, quotes, code blocks, tables, rules. Images stay links to
 * their URL (the server fetches nothing for an export). `pages` tunes it for Apple Pages, which opens
 * DOCX natively: its default font and US Letter paper (docs/decisions.md, Docs).
 */
type TMarks = { bold?: boolean; italics?: boolean; underline?: boolean; strike?: boolean; code?: boolean; highlight?: boolean; sub?: boolean; sup?: boolean };
type TInline = TextRun | ExternalHyperlink;
type TBlock = Paragraph | Table;

const HEADINGS = {
  H1: HeadingLevel.HEADING_1,
  H2: HeadingLevel.HEADING_2,
  H3: HeadingLevel.HEADING_3,
  H4: HeadingLevel.HEADING_4,
  H5: HeadingLevel.HEADING_5,
  H6: HeadingLevel.HEADING_6,
} as const;
const BLOCK_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'P', 'UL', 'OL', 'BLOCKQUOTE', 'PRE', 'TABLE', 'HR', 'FIGURE', 'FIGCAPTION']);
const ORDERED = 'ordered-list';
const CODE_FONT = 'Courier New';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function runOptions(text: string, marks: TMarks): IRunOptions {
  return {
    text,
    bold: marks.bold,
    italics: marks.italics,
    underline: marks.underline ? {} : undefined,
    strike: marks.strike,
    font: marks.code ? CODE_FONT : undefined,
    highlight: marks.highlight ? 'yellow' : undefined,
    subScript: marks.sub,
    superScript: marks.sup,
  };
}

function marksOf(tag: string, marks: TMarks): TMarks {
  switch (tag) {
    case 'STRONG':
    case 'B':
      return { ...marks, bold: true };
    case 'EM':
    case 'I':
      return { ...marks, italics: true };
    case 'U':
      return { ...marks, underline: true };
    case 'S':
    case 'STRIKE':
      return { ...marks, strike: true };
    case 'CODE':
      return { ...marks, code: true };
    case 'MARK':
      return { ...marks, highlight: true };
    case 'SUB':
      return { ...marks, sub: true };
    case 'SUP':
      return { ...marks, sup: true };
    default:
      return marks;
  }
}

function imageLink(image: Element): ExternalHyperlink {
  const alt = image.getAttribute('alt')?.trim();
  return new ExternalHyperlink({ link: image.getAttribute('src') ?? '', children: [new TextRun({ text: `[Image${alt ? `: ${alt}` : ''}]`, style: 'Hyperlink' })] });
}

function inlines(node: Node, marks: TMarks = {}): TInline[] {
  const out: TInline[] = [];
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ');
      if (text) out.push(new TextRun(runOptions(text, marks)));
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue;
    const element = child as Element;
    if (element.tagName === 'BR') out.push(new TextRun({ text: '', break: 1 }));
    else if (element.tagName === 'IMG') out.push(imageLink(element));
    else if (element.tagName === 'A') {
      const text = element.textContent?.replace(/\s+/g, ' ') ?? '';
      out.push(new ExternalHyperlink({ link: element.getAttribute('href') ?? '', children: [new TextRun({ ...runOptions(text, marks), style: 'Hyperlink' })] }));
    } else out.push(...inlines(element, marksOf(element.tagName, marks)));
  }
  return out;
}

function alignment(element: Element) {
  const align = /text-align:\s*(left|right|center|justify)/.exec(element.getAttribute('style') ?? '')?.[1];
  if (align === 'center') return AlignmentType.CENTER;
  if (align === 'right') return AlignmentType.RIGHT;
  if (align === 'justify') return AlignmentType.JUSTIFIED;
  return undefined;
}

/** Walks block-level HTML into paragraphs and tables, numbering each ordered list afresh. */
class DocxWriter {
  private listInstance = 0;

  blocks(node: Node, indent = 0): TBlock[] {
    const out: TBlock[] = [];
    let loose: Node[] = [];
    const flushLoose = () => {
      const wrapper = { childNodes: loose } as unknown as Node;
      const runs = inlines(wrapper);
      if (loose.some((n) => (n.textContent ?? '').trim() || (n as Element).tagName === 'IMG')) out.push(new Paragraph({ children: runs, indent: indent ? { left: indent } : undefined }));
      loose = [];
    };
    for (const child of Array.from(node.childNodes)) {
      const element = child.nodeType === ELEMENT_NODE ? (child as Element) : null;
      if (!element || !BLOCK_TAGS.has(element.tagName)) {
        loose.push(child);
        continue;
      }
      flushLoose();
      out.push(...this.block(element, indent));
    }
    flushLoose();
    return out;
  }

  private block(element: Element, indent: number): TBlock[] {
    const tag = element.tagName;
    if (tag in HEADINGS) return [new Paragraph({ heading: HEADINGS[tag as keyof typeof HEADINGS], alignment: alignment(element), children: inlines(element) })];
    if (tag === 'P' || tag === 'FIGCAPTION') return [new Paragraph({ alignment: alignment(element), indent: indent ? { left: indent } : undefined, children: inlines(element) })];
    if (tag === 'HR') return [new Paragraph({ thematicBreak: true, children: [] })];
    if (tag === 'FIGURE') return this.blocks(element, indent);
    if (tag === 'BLOCKQUOTE') return this.blocks(element, indent + 720);
    if (tag === 'PRE') {
      const lines = (element.textContent ?? '').replace(/\n$/, '').split('\n');
      return [new Paragraph({ indent: indent ? { left: indent } : undefined, children: lines.map((line, i) => new TextRun({ text: line, font: CODE_FONT, break: i > 0 ? 1 : undefined })) })];
    }
    if (tag === 'UL' || tag === 'OL') return this.list(element, 0);
    if (tag === 'TABLE') return [this.table(element)];
    return [];
  }

  private list(list: Element, level: number): Paragraph[] {
    const ordered = list.tagName === 'OL';
    const instance = ordered ? ++this.listInstance : 0;
    const out: Paragraph[] = [];
    for (const item of Array.from(list.children).filter((child) => child.tagName === 'LI')) {
      const own = Array.from(item.childNodes).filter((child) => !['UL', 'OL'].includes((child as Element).tagName));
      // An item's paragraphs (TipTap wraps item text in <p>) become one list paragraph.
      const runs = own.flatMap((child) => (child.nodeType === ELEMENT_NODE && (child as Element).tagName === 'P' ? inlines(child) : inlines({ childNodes: [child] } as unknown as Node)));
      out.push(
        new Paragraph({
          children: runs,
          ...(ordered ? { numbering: { reference: ORDERED, level, instance } } : { bullet: { level } }),
        }),
      );
      for (const nested of Array.from(item.children).filter((child) => child.tagName === 'UL' || child.tagName === 'OL')) out.push(...this.list(nested, Math.min(level + 1, 8)));
    }
    return out;
  }

  private table(table: Element): Table {
    const rows = Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table);
    const width = Math.max(1, ...rows.map((row) => row.children.length));
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: rows.map(
        (row) =>
          new TableRow({
            tableHeader: row.parentElement?.tagName === 'THEAD',
            children: Array.from(row.children).map((cell) => {
              const content = this.blocks(cell);
              const bold = cell.tagName === 'TH';
              return new TableCell({
                columnSpan: Number(cell.getAttribute('colspan')) || undefined,
                rowSpan: Number(cell.getAttribute('rowspan')) || undefined,
                width: { size: Math.floor(100 / width), type: WidthType.PERCENTAGE },
                children: content.length ? (bold ? [new Paragraph({ children: inlines(cell, { bold: true }) })] : content) : [new Paragraph('')],
              });
            }),
          }),
      ),
    });
  }
}

/** The DOCX bytes of a doc; `variant: 'pages'` for the copy meant for Apple Pages. */
export async function blogToDocx(doc: { title: string; html: string; description?: string }, variant: 'docx' | 'pages' = 'docx'): Promise<Buffer> {
  const body = new JSDOM(`<!doctype html><body>${doc.html}</body>`).window.document.body;
  const children = new DocxWriter().blocks(body);
  const font = variant === 'pages' ? 'Helvetica Neue' : 'Calibri';
  const document = new Document({
    title: doc.title,
    description: doc.description,
    creator: 'Longform',
    styles: { default: { document: { run: { font } } } },
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][level % 3]!,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        // US Letter for Pages (its default in the US), A4 otherwise; sizes in twentieths of a point.
        properties: { page: { size: variant === 'pages' ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 } } },
        children: children.length ? children : [new Paragraph('')],
      },
    ],
  });
  return Packer.toBuffer(document);
}
