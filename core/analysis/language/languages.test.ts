import { describe, expect, it } from 'vitest';
import { languageCodeOf } from './languages';

describe('languageCodeOf', () => {
  it('reads the spec §3 names', () => {
    expect(languageCodeOf('English-US')).toBe('en');
    expect(languageCodeOf('English-UK')).toBe('en');
    expect(['Spanish', 'French', 'Italian', 'Dutch', 'Portuguese', 'German', 'Polish', 'Turkish', 'Vietnamese'].map(languageCodeOf))
      .toEqual(['es', 'fr', 'it', 'nl', 'pt', 'de', 'pl', 'tr', 'vi']);
  });

  it('reads ISO codes and locales in any case', () => {
    expect(languageCodeOf('es')).toBe('es');
    expect(languageCodeOf('DE')).toBe('de');
    expect(languageCodeOf('pt-BR')).toBe('pt');
    expect(languageCodeOf('en_GB')).toBe('en');
    expect(languageCodeOf('spa')).toBe('es');
    expect(languageCodeOf(' english us ')).toBe('en');
  });

  it('is null for anything else', () => {
    expect(languageCodeOf('Klingon')).toBeNull();
    expect(languageCodeOf('ja')).toBeNull();
    expect(languageCodeOf('')).toBeNull();
    expect(languageCodeOf(null)).toBeNull();
    expect(languageCodeOf(undefined)).toBeNull();
    expect(languageCodeOf('en-US; drop table')).toBeNull();
  });
});
