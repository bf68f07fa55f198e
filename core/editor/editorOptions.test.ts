import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../flags/catalogue';
import { caretColorFor, offeredLanguages, toneLabel } from './editorOptions';

describe('editor options', () => {
  it('keeps only known languages from the flag, falling back to all', () => {
    expect(offeredLanguages(['Spanish', 'Klingon', 'English-US'], LANGUAGES)).toEqual(['Spanish', 'English-US']);
    expect(offeredLanguages(undefined, LANGUAGES)).toHaveLength(11);
    expect(offeredLanguages(['Klingon'], LANGUAGES)).toHaveLength(11);
  });

  it('labels tones and gives each person a stable caret color', () => {
    expect(toneLabel('CASUAL')).toBe('Casual');
    expect(caretColorFor('user-1')).toBe(caretColorFor('user-1'));
    expect(caretColorFor('user-1')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
