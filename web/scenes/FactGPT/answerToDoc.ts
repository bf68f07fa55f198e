import type { TPassage } from '@core/api/citations';
import { markdownToHtml } from '@core/editor/markdownToHtml';
import { splitCitations } from './citationText';
import { passageHref } from './passageHref';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TITLE_CHARS = 120;

/**
 * Where a doc's reader opens a source: a web page by its address, a file at its passage in this
 * app's Assets (absolute, so the link works wherever the doc goes); never a non-web scheme.
 */
export function sourceAddress(passage: TPassage, origin: string): string | null {
  const href = passageHref(passage);
  if (!href) return null;
  if (href.startsWith('/')) return `${origin}${href}`;
  return /^https?:\/\//i.test(href) ? href : null;
}

/** One source of the list: its title (a link to it), and where in it. */
function sourceItem(passage: TPassage, origin: string): string {
  const where = passage.location ? ` (${escape(passage.location)})` : '';
  const title = escape(passage.title || passage.url || 'Source');
  const address = sourceAddress(passage, origin);
  const link = address ? `<a href="${escape(address)}">${title}</a>` : title;
  return `<li><p>[${passage.n}] ${link}${where}</p></li>`;
}

/** A link destination inside <…>, where spaces and angle brackets may not stand. */
const destination = (address: string) => address.replace(/[<>\s]/g, (char) => encodeURIComponent(char));

/** The answer's Markdown with each citation [n] as a Markdown link to its source ([n] stays text when it has none). */
function citationsAsLinks(answer: string, citations: readonly TPassage[], origin: string): string {
  return splitCitations(answer, citations)
    .map((piece, index, pieces) => {
      if (piece.kind === 'text') {
        // "Wow![1]" would read as an image: the "!" before a citation link is escaped.
        return pieces[index + 1]?.kind === 'citation' ? piece.text.replace(/!$/, '\\!') : piece.text;
      }
      const address = piece.passage ? sourceAddress(piece.passage, origin) : null;
      return address ? `[\\[${piece.n}\\]](<${destination(address)}>)` : `\\[${piece.n}\\]`;
    })
    .join('');
}

/**
 * A FactGPT answer as a doc: the question as its title, the answer's Markdown as the editor's rich
 * text (bold, lists, headings …) with each citation [n] a link to its source, then the sources as a
 * numbered list in citation order. `origin` is this app's address, for links to files in Assets.
 */
export function answerToDoc(question: string, answer: string, citations: TPassage[], origin: string): { title: string; html: string } {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  const title = oneLine.length > TITLE_CHARS ? `${oneLine.slice(0, TITLE_CHARS - 1)}…` : oneLine || 'FactGPT answer';
  const body = markdownToHtml(citationsAsLinks(answer.trim(), citations, origin));
  const sources = [...citations].sort((a, b) => a.n - b.n).map((passage) => sourceItem(passage, origin));
  const sourceList = sources.length ? `<h2>Sources</h2><ol>${sources.join('')}</ol>` : '';
  return { title, html: `${body}${sourceList}` };
}
