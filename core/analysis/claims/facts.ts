import { languageCodeOf, wordTokens, type TLanguageCode, type TWordToken } from '../language';
import { dayOf, isoDateOf, monthOf, yearOf } from './dates';
import { APPROXIMATE, CURRENCY_SYMBOLS, NUMERAL_TOKEN, ORDINAL_SUFFIX, multiplierOf, parseNumeral, unitOf } from './numbers';
import type { TDateFact, TFact, TNumberFact } from './types';

type TRead = { fact: TFact; next: number };

/** The numbers, years and dates a text mentions, in order, with offsets into it (UTF-16, end exclusive). */
export function factsOf(text: string, options: { language?: string | null } = {}): TFact[] {
  return factsOfTokens(text, wordTokens(text), languageCodeOf(options.language ?? 'en'));
}

/** factsOf over tokens already made; one pass, each token read a bounded number of times. */
export function factsOfTokens(text: string, tokens: TWordToken[], code: TLanguageCode | null): TFact[] {
  const reader = new FactReader(text, tokens, code);
  const facts: TFact[] = [];
  for (let i = 0; i < tokens.length; ) {
    const read = reader.date(i) ?? reader.number(i);
    if (read) {
      facts.push(read.fact);
      i = read.next;
    } else {
      facts.push(...reader.range(i));
      i += 1;
    }
  }
  return facts;
}

/** Spaces that may sit inside a fact ("15 March", "3.5 million"): at most three, on one line. */
const INNER_SPACE = /^[ \t\u00a0\u202f]{1,3}$/;

class FactReader {
  private readonly english: boolean;
  private readonly commaDecimal: boolean;

  constructor(
    private readonly text: string,
    private readonly tokens: TWordToken[],
    code: TLanguageCode | null,
  ) {
    this.english = code === null || code === 'en';
    this.commaDecimal = !this.english;
  }

  private word = (i: number) => this.tokens[i]?.word;

  /** The text between token i and the next (to the end of the text after the last). */
  private gap(i: number): string {
    const end = this.tokens[i + 1]?.start ?? this.text.length;
    const start = this.tokens[i]!.end;
    // Facts only join tokens across short gaps; a long gap is never read whole.
    return this.text.slice(start, Math.min(end, start + 8));
  }

  private spaced = (i: number) => i + 1 < this.tokens.length && INNER_SPACE.test(this.gap(i));

  private capitalised = (i: number) => /^\p{Lu}/u.test(this.text[this.tokens[i]!.start]!);

  private month = (i: number) => (i < this.tokens.length ? monthOf(this.word(i)!, this.capitalised(i)) : null);

  /** A date starting at token i: ISO, or a month name with a day, a year or both around it. */
  date(i: number): TRead | null {
    const iso = isoDateOf(this.word(i)!);
    if (iso) return { fact: this.dateFact(i, i, iso), next: i + 1 };
    let day: number | null = null;
    let at = i;
    const leadingDay = dayOf(this.word(i)!);
    if (leadingDay !== null) {
      // "15 March", "15. März", "15 de marzo", "15th of March".
      const joined = this.spaced(i) || /^\.[ \u00a0]$/.test(this.gap(i));
      if (joined && this.month(i + 1) !== null) [day, at] = [leadingDay, i + 1];
      else if (this.spaced(i) && /^(?:of|de)$/.test(this.word(i + 1) ?? '') && this.spaced(i + 1) && this.month(i + 2) !== null) [day, at] = [leadingDay, i + 2];
    }
    const month = this.month(at);
    if (month === null) return this.year(i);
    let last = at;
    if (day === null && this.spaced(at)) {
      const trailingDay = dayOf(this.word(at + 1) ?? '');
      if (trailingDay !== null && yearOf(this.word(at + 1)!) === null) [day, last] = [trailingDay, at + 1];
    }
    let year: number | null = null;
    const comma = /^,[ \u00a0]$/.test(this.gap(last));
    if ((this.spaced(last) || comma) && (year = yearOf(this.word(last + 1) ?? '')) !== null) last += 1;
    else if (this.spaced(last) && /^(?:de|of)$/.test(this.word(last + 1) ?? '') && this.spaced(last + 1) && (year = yearOf(this.word(last + 2) ?? '')) !== null) last += 2;
    // A month name alone ("in March", "to march") is too vague to check.
    if (day === null && year === null) return null;
    return { fact: this.dateFact(i, last, { year, month, day }), next: last + 1 };
  }

  /** A four-digit year alone, unless it is an amount ("$2000", "1500 km", "2000 people" stays a year). */
  private year(i: number): TRead | null {
    const year = yearOf(this.word(i)!);
    if (year === null) return null;
    const amount = this.number(i);
    if (amount && (amount.fact as TNumberFact).unit === null && amount.next === i + 1) {
      return { fact: this.dateFact(i, i, { year, month: null, day: null }), next: i + 1 };
    }
    return amount;
  }

  private dateFact(first: number, last: number, parts: Pick<TDateFact, 'year' | 'month' | 'day'>): TDateFact {
    const start = this.tokens[first]!.start;
    const end = this.tokens[last]!.end;
    return { kind: 'date', text: this.text.slice(start, end), start, end, ...parts };
  }

  /** An amount at token i: a numeral with its sign, currency, multiplier and unit. */
  number(i: number): TRead | null {
    const token = this.tokens[i]!;
    const match = NUMERAL_TOKEN.exec(token.word);
    if (!match) return null;
    const suffix = match[2]!;
    if (suffix && ORDINAL_SUFFIX.test(suffix)) return null;
    const glued = suffix ? unitOf(suffix) : null;
    if (suffix && !glued) return null;
    const numeral = parseNumeral(match[1]!, this.commaDecimal);
    if (!numeral) return null;
    let { value, step } = numeral;
    let start = token.start;
    let end = token.end;
    let unit = glued?.unit ?? null;
    const before = this.text[start - 1];
    const beforeSpace = before === ' ' || before === '\u00a0' ? this.text[start - 2] : undefined;
    if (before && CURRENCY_SYMBOLS[before]) [unit, start] = [CURRENCY_SYMBOLS[before]!, start - 1];
    else if (beforeSpace && CURRENCY_SYMBOLS[beforeSpace]) [unit, start] = [CURRENCY_SYMBOLS[beforeSpace]!, start - 2];
    else if ((before === '-' || before === '−') && (start < 2 || /[\s(]/.test(this.text[start - 2]!))) [value, start] = [-value, start - 1];
    let next = i + 1;
    let multiplier: number | null;
    while (this.spaced(next - 1) && (multiplier = multiplierOf(this.word(next)!, this.english)) !== null) {
      [value, step, end, next] = [value * multiplier, step * multiplier, this.tokens[next]!.end, next + 1];
    }
    if (!glued) {
      const after = /^[ \u00a0\u202f]?([%€$£¥])/.exec(this.text.slice(end, end + 2));
      if (after) [unit, end] = [after[1] === '%' ? 'percent' : CURRENCY_SYMBOLS[after[1]!]!, end + after[0].length];
      else if (this.spaced(next - 1)) {
        // "3,5 millones de euros": the unit may follow "de".
        let of = this.word(next) === 'de' && this.spaced(next) && this.spaced(next + 1) ? 1 : 0;
        if (of && !unitOf(this.word(next + 1)!)) of = 0;
        const named = unitOf(this.word(next + of)!, this.spaced(next + of) ? this.word(next + of + 1) : undefined);
        if (named) {
          unit = named.unit;
          next += of + named.words;
          end = this.tokens[next - 1]!.end;
        }
      }
    }
    const fact: TNumberFact = { kind: 'number', text: this.text.slice(start, end), start, end, value, unit, step, approximate: this.approximate(i) };
    return { fact, next };
  }

  /** Whether the word before token i marks an estimate, looking past "de"/"to" ("más de 4.000", "close to 12%"). */
  private approximate(i: number): boolean {
    const previous = this.word(i - 1);
    if (previous === undefined || !this.spaced(i - 1)) return false;
    if (APPROXIMATE.has(previous)) return true;
    return /^(?:de|of|to|à|d')$/.test(previous) && APPROXIMATE.has(this.word(i - 2) ?? '');
  }

  /** Both ends of a hyphenated range written as one token ("1887-1889", "10-15"), as facts of their own. */
  range(i: number): TFact[] {
    const token = this.tokens[i]!;
    const match = /^(\d{1,4})-(\d{1,4})$/.exec(token.word);
    if (!match) return [];
    return [match[1]!, match[2]!].map((raw, side) => {
      const start = side === 0 ? token.start : token.end - raw.length;
      const end = start + raw.length;
      const year = yearOf(raw);
      if (year !== null) return { kind: 'date', text: raw, start, end, year, month: null, day: null } satisfies TDateFact;
      const value = Number(raw);
      return { kind: 'number', text: raw, start, end, value, unit: null, step: 1, approximate: false } satisfies TNumberFact;
    });
  }
}
