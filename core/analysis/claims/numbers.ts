/** A parsed numeral: its value and the value of its last written digit. */
export type TNumeral = { value: number; step: number };

/** Digits with separators, and letters glued on ("4,000", "3.5", "1.234,5", "3km", "15th"). */
export const NUMERAL_TOKEN = /^(\d+(?:[.,]\d+)*)(\p{L}*)$/u;

/** Ordinal endings ("15th", "1er", "3º"): ordinals are ranks, not amounts, and are only read as days of a date. */
export const ORDINAL_SUFFIX = /^(?:st|nd|rd|th|er|re|e|o|a|º|ª)$/;

/**
 * Reads digits and separators. With both "." and "," the last one is the decimal mark; with one of
 * them, a repeated separator groups thousands, and a single one followed by exactly three digits
 * groups thousands unless it is the language's decimal mark ("4,000" in English, "1.500" in Spanish).
 */
export function parseNumeral(raw: string, commaDecimal: boolean): TNumeral | null {
  const separators = raw.replace(/\d/g, '');
  if (!separators) return { value: Number(raw), step: stepOfInteger(raw) };
  let decimal: string | null = null;
  if (separators.includes('.') && separators.includes(',')) decimal = separators.at(-1)!;
  else {
    const separator = separators[0]!;
    const groups = raw.split(separator);
    const languageDecimal = commaDecimal ? separator === ',' : separator === '.';
    if (groups.length === 2 && (languageDecimal || groups[1]!.length !== 3)) decimal = separator;
  }
  if (decimal === null) {
    const digits = raw.replace(/[.,]/g, '');
    return { value: Number(digits), step: stepOfInteger(digits) };
  }
  const at = raw.lastIndexOf(decimal);
  const integer = raw.slice(0, at).replace(/[.,]/g, '');
  const fraction = raw.slice(at + 1);
  const value = Number(`${integer}.${fraction}`);
  return Number.isFinite(value) ? { value, step: 10 ** -fraction.length } : null;
}

/** A round integer was rounded by the writer: "4000" is to the thousand, "4012" to the unit. */
function stepOfInteger(digits: string): number {
  let zeros = 0;
  for (let i = digits.length - 1; i > 0 && digits[i] === '0'; i -= 1) zeros += 1;
  return 10 ** zeros;
}

/** Words that scale the number before them ("3.5 million"); "billion" is 10^12 outside English. */
export function multiplierOf(word: string, english: boolean): number | null {
  if (word === 'billion' || word === 'billions') return english ? 1e9 : 1e12;
  return MULTIPLIERS.get(word) ?? null;
}

const MULTIPLIERS = new Map<string, number>([
  ['thousand', 1e3], ['thousands', 1e3], ['million', 1e6], ['millions', 1e6], ['trillion', 1e12], ['bn', 1e9],
  ['mil', 1e3], ['millón', 1e6], ['millones', 1e6], ['billón', 1e12], ['billones', 1e12],
  ['tausend', 1e3], ['millionen', 1e6], ['mio', 1e6], ['milliarde', 1e9], ['milliarden', 1e9], ['mrd', 1e9],
  ['mille', 1e3], ['milliard', 1e9], ['milliards', 1e9], ['milione', 1e6], ['milioni', 1e6], ['miliardo', 1e9], ['miliardi', 1e9],
  ['miljoen', 1e6], ['miljard', 1e9], ['milhão', 1e6], ['milhões', 1e6], ['bilhão', 1e9], ['bilhões', 1e9],
]);

/** Currency symbols written before or after an amount. */
export const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

/**
 * Unit words after a number, by their canonical name: two facts compare only in the same unit.
 * Counted nouns ("4,000 people") are not units; they are context words.
 */
const UNIT_NAMES: Record<string, string> = {
  percent: 'percent', prozent: 'percent', procent: 'percent', percento: 'percent', porcentaje: 'percent',
  usd: 'USD', dollar: 'USD', dollars: 'USD', dólares: 'USD', dólar: 'USD', eur: 'EUR', euro: 'EUR', euros: 'EUR',
  gbp: 'GBP', jpy: 'JPY', yen: 'JPY',
  km: 'km', kilometre: 'km', kilometres: 'km', kilometer: 'km', kilometers: 'km', kilómetros: 'km', kilometern: 'km',
  m: 'm', metre: 'm', metres: 'm', meter: 'm', meters: 'm', metros: 'm', metern: 'm', mètres: 'm',
  cm: 'cm', mm: 'mm', mi: 'mi', mile: 'mi', miles: 'mi', ft: 'ft', feet: 'ft', foot: 'ft',
  kg: 'kg', kilogram: 'kg', kilograms: 'kg', kilos: 'kg', g: 'g', grams: 'g', t: 't', tonnes: 't', tons: 't', tonnen: 't', toneladas: 't',
  l: 'l', litres: 'l', liters: 'l', litros: 'l', ml: 'ml', ha: 'ha', hectares: 'ha', hectáreas: 'ha', acres: 'acre',
  mph: 'mph', kmh: 'km/h', mw: 'MW', gw: 'GW', kwh: 'kWh',
  years: 'year', year: 'year', años: 'year', jahre: 'year', jahren: 'year', ans: 'year', anni: 'year', jaar: 'year', anos: 'year',
  months: 'month', days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second',
};

/** Two-word units ("per cent", "por ciento"). */
const TWO_WORD_UNITS: Record<string, string> = {
  'per cent': 'percent', 'por ciento': 'percent', 'pour cent': 'percent', 'per cento': 'percent', 'por cento': 'percent',
};

/** The canonical unit of one word, or of two words read together, or null. */
export function unitOf(word: string, nextWord?: string): { unit: string; words: 1 | 2 } | null {
  const pair = nextWord === undefined ? undefined : TWO_WORD_UNITS[`${word} ${nextWord}`];
  if (pair) return { unit: pair, words: 2 };
  const unit = Object.hasOwn(UNIT_NAMES, word) ? UNIT_NAMES[word]! : null;
  return unit ? { unit, words: 1 } : null;
}

/** Words that mark a number as an estimate or a bound ("about", "more than", "etwa", "casi"). */
export const APPROXIMATE = new Set(
  `about around approximately roughly nearly almost some over under circa ca than least most
  etwa rund fast ungefähr über unter als mehr weniger knapp
  unos unas casi aproximadamente alrededor más menos cerca quase
  environ près presque plus moins quasi circa oltre ongeveer bijna ruim`.split(/\s+/),
);
