import type { TPassage } from '@core/api/citations';
import { escapeHtml } from '../exports/blogToHtml';

export type TWrittenSection = { heading: string; text: string; cited: number[] };

/** A source's link: its page for web results and URL/domain assets, its asset in Assets for a file. */
const hrefOf = (passage: TPassage) => passage.url ?? (passage.asset_id ? `/assets?asset_id=${encodeURIComponent(passage.asset_id)}` : null);

/** A paragraph's text as HTML, each [n] a link to its passage's source. */
function paragraphHtml(text: string, passages: Map<number, TPassage>): string {
  return escapeHtml(text).replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, (_marker, list: string) =>
    list
      .split(',')
      .map((raw) => {
        const n = Number(raw.trim());
        const passage = passages.get(n);
        const href = passage ? hrefOf(passage) : null;
        return href ? `<a href="${escapeHtml(href)}" title="${escapeHtml(passage!.title)}">[${n}]</a>` : `[${n}]`;
      })
      .join(''),
  );
}

const paragraphs = (text: string, passages: Map<number, TPassage>) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => `<p>${paragraphHtml(part, passages)}</p>`)
    .join('');

/**
 * The article as a doc's HTML: its sections, the conclusion, and the sources it cited — each with
 * the exact passage it was given, so a reader can see what a citation rests on.
 */
export function articleHtml(input: { sections: TWrittenSection[]; conclusion: string; passages: TPassage[] }): string {
  const byNumber = new Map(input.passages.map((passage) => [passage.n, passage]));
  const cited = [...new Set(input.sections.flatMap((section) => section.cited))].sort((a, b) => a - b);
  const body = input.sections.map((section) => `<h2>${escapeHtml(section.heading)}</h2>${paragraphs(section.text, byNumber)}`).join('');
  const conclusion = input.conclusion.trim() ? `<h2>Conclusion</h2>${paragraphs(input.conclusion, byNumber)}` : '';
  const sources = cited
    .map((n) => byNumber.get(n))
    .filter((passage): passage is TPassage => Boolean(passage))
    .map((passage) => {
      const href = hrefOf(passage);
      const title = href ? `<a href="${escapeHtml(href)}">${escapeHtml(passage.title)}</a>` : escapeHtml(passage.title);
      return `<li>[${passage.n}] ${title}${passage.location ? ` (${escapeHtml(passage.location)})` : ''}: “${escapeHtml(passage.text)}”</li>`;
    })
    .join('');
  return `${body}${conclusion}${sources ? `<h2>Sources</h2><ol>${sources}</ol>` : ''}`;
}
