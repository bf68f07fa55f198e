/**
 * The choices of the editor's side panel (spec §3 Editor state). Tones are upper-case ids as the
 * generators receive them; countries are the markets the SEO tools localize for.
 */
export const BLOG_TONES = ['CASUAL', 'PROFESSIONAL', 'FRIENDLY', 'FORMAL', 'INFORMATIVE', 'PERSUASIVE', 'WITTY', 'CONFIDENT', 'EMPATHETIC'] as const;

export const BLOG_COUNTRIES = [
  'United States', 'United Kingdom', 'Canada', 'Australia', 'India', 'Ireland', 'New Zealand', 'South Africa',
  'Singapore', 'Philippines', 'Germany', 'Austria', 'Switzerland', 'France', 'Belgium', 'Spain', 'Mexico',
  'Argentina', 'Colombia', 'Chile', 'Italy', 'Netherlands', 'Portugal', 'Brazil', 'Poland', 'Turkey', 'Vietnam',
] as const;

/** "CASUAL" → "Casual" for the tone picker. */
export function toneLabel(tone: string): string {
  return tone.charAt(0) + tone.slice(1).toLowerCase();
}

/** The languages the picker offers: the `languages` flag's list when it is one, else all of them. */
export function offeredLanguages(flagValue: unknown, all: readonly string[]): string[] {
  if (!Array.isArray(flagValue)) return [...all];
  const allowed = flagValue.filter((value): value is string => typeof value === 'string' && all.includes(value));
  return allowed.length > 0 ? allowed : [...all];
}

/** Display colors for other people's carets, picked from the user id so each person keeps theirs. */
const CARET_COLORS = ['#e8590c', '#1c7ed6', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#d6336c', '#5f3dc4'];
export function caretColorFor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return CARET_COLORS[Math.abs(hash) % CARET_COLORS.length]!;
}
