import type { TPassage } from '@core/api/citations';
import { escapeHtml } from '../exports/blogToHtml';

/** A written section: its text (with [n] citations), and the intro and list items the writer gave it in the workflow's outline. */
export type TWrittenSection = { heading: string; text: string; cited: number[]; intro?: string; list?: string[] };

/** Words of a passage a web link's text fragment names (enough to find it, short enough to match the page as rendered). */
const FRAGMENT_WORDS = 8;

/**
 * Where a citation opens its passage: an asset in Assets at the cited passage; a page at the passage
 * itself, through a text fragment (#:~:text=) that browsers scroll to and highlight.
 */
export function passageHref(passage: TPassage): string | null {
  if (passage.asset_id) return `/assets?asset_id=${encodeURIComponent(passage.asset_id)}${passage.position !== undefined ? `&passage=${passage.position}` : ''}`;
  if (!passage.url) return null;
  const words = passage.text.replace(/\s+/g, ' ').trim().split(' ').slice(0, FRAGMENT_WORDS).join(' ');
  return words ? `${passage.url.split('#')[0]}#:~:text=${encodeURIComponent(words).replace(/-/g, '%2D')}` : passage.url;
}
const hrefOf = passageHref;

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
export function articleHtml(input: { intro?: string; sections: TWrittenSection[]; conclusion: string; passages: TPassage[] }): string {
  const byNumber = new Map(input.passages.map((passage) => [passage.n, passage]));
  const cited = [...new Set(input.sections.flatMap((section) => section.cited))].sort((a, b) => a - b);
  const list = (items: string[] | undefined) => (items?.length ? `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>` : '');
  const intro = input.intro?.trim() ? paragraphs(input.intro, new Map()) : '';
  const body =
    intro +
    input.sections.map((section) => `<h2>${escapeHtml(section.heading)}</h2>${section.intro?.trim() ? paragraphs(section.intro, new Map()) : ''}${paragraphs(section.text, byNumber)}${list(section.list)}`).join('');
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
