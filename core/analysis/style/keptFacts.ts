import { languageCodeOf, sentenceSpans, wordTokens, type TLanguageCode } from '../language';
import { docStructureOfHtml } from '../seo/docStructure';

/** A fact of a passage that a rewrite must keep: a number, a link or a proper name, as written. */
export type TFact = { kind: 'number' | 'link' | 'name'; text: string };
/** Whether a rewrite kept every fact of the original: what it lost, and what it brought in that the original did not have. */
export type TKeptFacts = { kept: boolean; missing: TFact[]; added: TFact[] };

type TPassageFacts = { facts: Array<TFact & { key: string }>; numbers: Set<string>; links: Set<string>; names: string };

const HTML = /<\/?[a-z][^>]*>/i;
/** A URL written out in the text; trailing sentence punctuation is not part of it. */
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+/gi;
const DIGITS = /\p{Nd}+(?:[.,]\p{Nd}+)*/gu;
/** Lower-case words that join the parts of a name ("Bank of England", "Leonardo da Vinci", "Vincent van Gogh"). */
const CONNECTORS = new Set(['of', 'de', 'del', 'della', 'da', 'di', 'du', 'van', 'von', 'der', 'den', 'la', 'le', 'y']);
const POSSESSIVE = /['’]s$/;

/**
 * A number's key, so "4,000" and "4000" are one number: separators are read by the language's
 * convention (English: comma groups thousands, period is decimal; the others the reverse), a lone
 * separator not followed by three digits is decimal whatever the language, and with both, the last is.
 */
export function numberKey(raw: string, decimalComma: boolean): string {
  const dot = raw.includes('.');
  const comma = raw.includes(',');
  let decimal: string | null = null;
  if (dot && comma) decimal = raw.lastIndexOf('.') > raw.lastIndexOf(',') ? '.' : ',';
  else if (dot || comma) {
    const separator = dot ? '.' : ',';
    const parts = raw.split(separator);
    if (parts.length === 2) decimal = parts[1]!.length !== 3 || (separator === ',') === decimalComma ? separator : null;
  }
  const [whole = '', fraction = ''] = (decimal ? raw.split(decimal) : [raw]).map((part) => part.replace(/[.,]/g, ''));
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** A link's key: without scheme, "www.", a trailing slash or case in the host. */
export function linkKey(href: string): string {
  const bare = href.trim().replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '');
  const slash = bare.search(/[/?#]/);
  return slash < 0 ? bare.toLowerCase() : bare.slice(0, slash).toLowerCase() + bare.slice(slash);
}

const isAcronym = (raw: string) => /^\p{Lu}{2,}$/u.test(raw);
const isCapitalised = (raw: string) => raw.length > 1 && (/^\p{Lu}/u.test(raw) || /^\p{Ll}+\p{Lu}/u.test(raw));

/** The numbers, links and proper names of a passage (HTML or plain text). */
function passageFacts(passage: string, code: TLanguageCode | null): TPassageFacts {
  const html = HTML.test(passage) ? docStructureOfHtml(passage) : null;
  const text = html ? html.text : passage;
  const facts: TPassageFacts['facts'] = [];
  const seen = new Set<string>();
  const add = (kind: TFact['kind'], written: string, key: string) => {
    if (!seen.has(`${kind}:${key}`)) facts.push({ kind, text: written, key });
    seen.add(`${kind}:${key}`);
  };
  const links = new Set<string>();
  for (const href of [...(html?.links.map((link) => link.href) ?? []), ...[...text.matchAll(URL_IN_TEXT)].map((m) => m[0].replace(/[.,;:!?]+$/, ''))]) {
    links.add(linkKey(href));
    add('link', href, linkKey(href));
  }
  // URLs are facts of their own: their digits and capitals are not numbers or names.
  const prose = text.replace(URL_IN_TEXT, (url) => ' '.repeat(url.length));
  const tokens = wordTokens(prose);
  const raws = tokens.map((token) => prose.slice(token.start, token.end).replace(POSSESSIVE, ''));
  const numbers = new Set<string>();
  const decimalComma = code !== null && code !== 'en';
  for (const raw of raws) {
    for (const match of raw.matchAll(DIGITS)) {
      const key = numberKey(match[0], decimalComma);
      numbers.add(key);
      add('number', match[0], key);
    }
  }
  for (const name of properNames(prose, tokens, raws, code)) add('name', name, name);
  return { facts, numbers, links, names: ` ${raws.join(' ')} ` };
}

/**
 * Proper names: runs of capitalised words (joined by a single space, with "of", "van", "da" … inside),
 * not counting a sentence's first word unless it is capitalised elsewhere mid-sentence or is an
 * acronym. German capitalises every noun, so there only acronyms count.
 */
function properNames(text: string, tokens: ReturnType<typeof wordTokens>, raws: string[], code: TLanguageCode | null): string[] {
  const starts = new Set(sentenceSpans(text, tokens).map((span) => span.firstToken));
  const isName = (i: number) => (code === 'de' ? isAcronym(raws[i]!) : isCapitalised(raws[i]!));
  const midSentence = new Set(raws.filter((raw, i) => !starts.has(i) && isName(i)));
  const names: string[] = [];
  let run: string[] = [];
  const end = () => {
    while (run.length && CONNECTORS.has(run.at(-1)!)) run.pop();
    if (run.length) names.push(run.join(' '));
    run = [];
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const raw = raws[i]!;
    const joined = i > 0 && text.slice(tokens[i - 1]!.end, tokens[i]!.start) === ' ' && !starts.has(i);
    if (!joined) end();
    if (isName(i) && (!starts.has(i) || midSentence.has(raw) || isAcronym(raw))) {
      run.push(raw);
    } else if (run.length && CONNECTORS.has(raw)) {
      run.push(raw);
    } else end();
  }
  end();
  return names;
}

/**
 * Checks mechanically that a rewrite kept the facts of its original passage: every number
 * ("4,000" = "4000"), link (href or written URL) and proper name must still be in it. Facts the
 * rewrite added are reported too; they are not a loss, but a rewrite should not invent them.
 */
export function keptFacts(original: string, rewrite: string, language?: string | null): TKeptFacts {
  const code = languageCodeOf(language ?? 'en');
  const before = passageFacts(original, code);
  const after = passageFacts(rewrite, code);
  const isIn = (fact: TFact & { key: string }, facts: TPassageFacts) =>
    fact.kind === 'number' ? facts.numbers.has(fact.key) : fact.kind === 'link' ? facts.links.has(fact.key) : facts.names.includes(` ${fact.key} `);
  const strip = ({ kind, text }: TFact) => ({ kind, text });
  const missing = before.facts.filter((fact) => !isIn(fact, after)).map(strip);
  const added = after.facts.filter((fact) => !isIn(fact, before)).map(strip);
  return { kept: missing.length === 0, missing, added };
}
