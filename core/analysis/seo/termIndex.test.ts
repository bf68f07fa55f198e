import { describe, expect, it } from 'vitest';
import { phraseKeyOfText } from './phraseKey';
import { keyPositions, phraseCounts, termIndexOf, termOccurrences } from './termIndex';

describe('termOccurrences', () => {
  it('finds every form of a term as text offsets', () => {
    const text = 'Garden soil matters. Good garden soils drain; gardening soil too.';
    const key = phraseKeyOfText('garden soil', 'en');
    const found = termOccurrences(text, key, 'en');
    expect(found.map(({ start, end }) => text.slice(start, end))).toEqual(['Garden soil', 'garden soils', 'gardening soil']);
    expect(found[0]).toEqual({ start: 0, end: 11 });
  });

  it('never joins words across punctuation or a line break', () => {
    const key = phraseKeyOfText('garden soil', 'en');
    expect(termOccurrences('the garden. Soil is', key, 'en')).toEqual([]);
    expect(termOccurrences('Garden\n\nSoil', key, 'en')).toEqual([]);
    expect(termOccurrences('garden, soil', key, 'en')).toEqual([]);
  });

  it('finds nothing for an empty key or text', () => {
    expect(termOccurrences('', 'soil', 'en')).toEqual([]);
    expect(termOccurrences('soil', '', 'en')).toEqual([]);
  });
});

describe('keyPositions', () => {
  it('finds a key at each use of its first word that the rest of the phrase follows', () => {
    const index = termIndexOf('Soil pH matters. Test soil pH yearly; soil pH drifts. Soil, pH.', 'en');
    expect(keyPositions(index, 'soil')).toEqual([0, 4, 7, 10]);
    expect(keyPositions(index, 'soil ph')).toEqual([0, 4, 7]);
    expect(keyPositions(index, 'test soil ph')).toEqual([3]);
    expect(keyPositions(index, 'ph matter test')).toEqual([]);
  });
});

describe('phraseCounts', () => {
  it('counts every 1–3-word phrase by key, as keyPositions finds each', () => {
    const index = termIndexOf('Soil pH matters. Test soil pH yearly; soil pH drifts.', 'en');
    const counts = phraseCounts(index, 3);
    expect(counts.get('soil')).toBe(3);
    expect(counts.get('soil ph')).toBe(keyPositions(index, 'soil ph').length);
    expect(counts.get('test soil ph')).toBe(1);
    expect(counts.get('ph matter test')).toBeUndefined();
  });
});
