/**
 * Month names by number in the languages of spec §3 that write them as words (English, Spanish,
 * German, French, Italian, Dutch, Portuguese), read together: a month name is only a date next to
 * a day or a year, so the few shared spellings ("mar", "mai") do no harm.
 */
const MONTH_NAMES = [
  'january jan enero januar jänner janvier gennaio januari janeiro',
  'february feb febrero februar février febbraio februari fevereiro',
  'march mar marzo märz mars maart março',
  'april apr abril avril aprile',
  'may mayo mai maggio mei maio',
  'june jun junio juni juin giugno junho',
  'july jul julio juli juillet luglio julho',
  'august aug agosto août augustus',
  'september sep sept septiembre setiembre septembre settembre setembro',
  'october oct octubre oktober octobre ottobre outubro',
  'november nov noviembre novembre novembro',
  'december dec diciembre dezember décembre dicembre dezembro',
];

const MONTHS = new Map<string, number>(MONTH_NAMES.flatMap((names, index) => names.split(' ').map((name) => [name, index + 1] as const)));

/** English month names that are also common words or short forms: a month only when capitalised ("May 1889", not "may 2"). */
const CAPITALISED_ONLY = new Set(['may', 'march', 'mar', 'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);

/** The month (1–12) a word names, given its lower-cased form and whether it was written capitalised. */
export function monthOf(word: string, capitalised: boolean): number | null {
  const month = MONTHS.get(word);
  if (month === undefined) return null;
  return CAPITALISED_ONLY.has(word) && !capitalised ? null : month;
}

/** Whether a lower-cased word names a month in any of the languages above (not a name of a person or place). */
export const isMonthName = (word: string) => MONTHS.has(word);

/** A day of the month as written ("15", "15th", "1er"); null for anything else. */
export function dayOf(word: string): number | null {
  const match = /^(\d{1,2})(?:st|nd|rd|th|er|º|o)?$/.exec(word);
  const day = match ? Number(match[1]) : 0;
  return day >= 1 && day <= 31 ? day : null;
}

/** A plausible year written alone: four digits from 1000 to 2100. */
export function yearOf(word: string): number | null {
  if (!/^\d{4}$/.test(word)) return null;
  const year = Number(word);
  return year >= 1000 && year <= 2100 ? year : null;
}

/** An ISO date ("1889-03-15"), checked for a real month and day. */
export function isoDateOf(word: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(word);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
}
