import type { TPassage } from '@core/api/citations';

const MAX_PENDING = 16;

/**
 * A streaming filter for citation markers: "[2]" or "[1, 3]" pass only when every number names a
 * passage the answer was given; any other marker is dropped, so a sentence with no real source is
 * never shown as sourced. Markers split across tokens are held back until they close.
 */
export function createCitationFilter(passages: readonly TPassage[]) {
  const valid = new Set(passages.map((passage) => passage.n));
  const cited = new Set<number>();
  let pending = '';

  const settle = (marker: string): string => {
    const numbers = marker.slice(1, -1).split(',').map((part) => Number(part.trim()));
    if (numbers.every((n) => Number.isInteger(n) && valid.has(n))) {
      numbers.forEach((n) => cited.add(n));
      return marker;
    }
    return '';
  };

  return {
    /** Text safe to send now. */
    push(text: string): string {
      let out = '';
      for (const ch of text) {
        if (!pending) {
          if (ch === '[') pending = ch;
          else out += ch;
          continue;
        }
        if (ch === ']') {
          out += /^\[\s*\d+(\s*,\s*\d+)*\s*$/.test(pending) ? settle(`${pending}]`) : `${pending}]`;
          pending = '';
        } else if (/[\d,\s]/.test(ch) && pending.length < MAX_PENDING) {
          pending += ch;
        } else {
          out += pending;
          pending = '';
          if (ch === '[') pending = ch;
          else out += ch;
        }
      }
      return out;
    },
    /** Whatever is still held back when the answer ends (an unclosed "[" is plain text). */
    flush(): string {
      const rest = pending;
      pending = '';
      return rest;
    },
    /** The passages the answer cited, in citation-number order. */
    cited(): TPassage[] {
      return passages.filter((passage) => cited.has(passage.n));
    },
  };
}
