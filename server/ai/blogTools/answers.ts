import { cutAtWord } from '@core/text/cutAtWord';
import { modelFailedError } from '../providerErrors';

/** A list marker, numbering or markdown emphasis a model puts around an item ("1. ", "- ", "**…**"). */
const ITEM_DECORATION = /^(?:[-*•]\s+|\d+[.)]\s+|#+\s+)/;

/** One item as the writer gets it: decorations, wrapping quotes and extra spaces gone, cut at a word past `maxChars`. */
export function cleanItem(text: string, maxChars: number): string {
  const plain = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ITEM_DECORATION, '')
    .replace(/^\*\*(.+)\*\*$/, '$1')
    .replace(/^["“](.+)["”]$/, '$1')
    .trim();
  return cutAtWord(plain, maxChars);
}

/**
 * The items of a model's list: cleaned, blanks (no letter or digit) and repeats (case aside) dropped, at most `max`. A
 * list with nothing left is the model failing (model_failed): an empty success would charge nothing
 * and help no one.
 */
export function cleanItems(items: readonly string[], max: number, maxChars: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const clean = cleanItem(item, maxChars);
    if (!/[\p{L}\p{N}]/u.test(clean) || seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
    out.push(clean);
    if (out.length === max) break;
  }
  if (!out.length) throw modelFailedError();
  return out;
}

/**
 * A model's prose answer (an intro): trimmed, a heading line it put first ("## Introduction") and
 * wrapping quotes dropped, cut at a word past `maxChars`. Blank is the model failing (model_failed).
 */
export function parseProse(text: string, maxChars: number): string {
  const lines = text.trim().split('\n');
  while (lines.length > 1 && /^\s*(?:#+\s|\*\*[^*]+\*\*\s*$)/.test(lines[0]!)) lines.shift();
  const prose = lines.join('\n').trim().replace(/^["“]([\s\S]+)["”]$/, '$1').trim();
  if (!prose) throw modelFailedError();
  return cutAtWord(prose, maxChars);
}
