import type { TPassage } from '@core/api/citations';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TITLE_CHARS = 120;

/** One source of the list: its title, where in it, and its address when it has one. */
function sourceItem(passage: TPassage): string {
  const where = passage.location ? ` (${escape(passage.location)})` : '';
  const title = escape(passage.title || passage.url || 'Source');
  const link = passage.url && /^https?:\/\//i.test(passage.url) ? `<a href="${escape(passage.url)}">${title}</a>` : title;
  return `<li><p>[${passage.n}] ${link}${where}</p></li>`;
}

/**
 * A FactGPT answer as a doc: the question as its title, the answer's paragraphs (citation marks
 * [1], [2] … kept), then its sources as a numbered list, in the order the answer cites them.
 */
export function answerToDoc(question: string, answer: string, citations: TPassage[]): { title: string; html: string } {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  const title = oneLine.length > TITLE_CHARS ? `${oneLine.slice(0, TITLE_CHARS - 1)}…` : oneLine || 'FactGPT answer';
  const paragraphs = answer
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escape).join('<br>')}</p>`);
  const sources = [...citations].sort((a, b) => a.n - b.n).map(sourceItem);
  const sourceList = sources.length ? `<h2>Sources</h2><ol>${sources.join('')}</ol>` : '';
  return { title, html: `${paragraphs.join('')}${sourceList}` };
}
