import { languageCodeOf } from '@core/analysis/language';

/** The markets of the editor's country picker (core/editor/editorOptions.ts) as ISO 3166-1 codes. */
const COUNTRY_CODES: Record<string, string> = {
  'united states': 'US', 'united kingdom': 'GB', canada: 'CA', australia: 'AU', india: 'IN', ireland: 'IE',
  'new zealand': 'NZ', 'south africa': 'ZA', singapore: 'SG', philippines: 'PH', germany: 'DE', austria: 'AT',
  switzerland: 'CH', france: 'FR', belgium: 'BE', spain: 'ES', mexico: 'MX', argentina: 'AR', colombia: 'CO',
  chile: 'CL', italy: 'IT', netherlands: 'NL', portugal: 'PT', brazil: 'BR', poland: 'PL', turkey: 'TR', vietnam: 'VN',
};

/** The language and market a search is asked for ("English-US", "United States" → en, US); unknown names are left out. */
export function searchLocaleOf(language: string, country: string): { language?: string; country?: string } {
  const code = languageCodeOf(language);
  const market = COUNTRY_CODES[country.trim().toLowerCase()] ?? (/^[a-z]{2}$/i.test(country.trim()) ? country.trim().toUpperCase() : undefined);
  return { ...(code ? { language: code } : {}), ...(market ? { country: market } : {}) };
}
