import { describe, expect, it } from 'vitest';
import { looksLikeQuestion, mergeQuestions, questionFromTitle, relatedQuestion } from './researchQuestions';

describe('questionFromTitle', () => {
  it('takes the site off Quora and Reddit titles', () => {
    expect(questionFromTitle('What is the best soil for tomatoes? - Quora')).toBe('What is the best soil for tomatoes?');
    expect(questionFromTitle('How do I keep tomato plants from splitting : r/gardening')).toBe('How do I keep tomato plants from splitting?');
    expect(questionFromTitle('Why are my tomatoes cracking? : r/tomatoes - Reddit')).toBe('Why are my tomatoes cracking?');
    expect(questionFromTitle('r/tomatoes on Reddit: Why are my tomatoes cracking?')).toBe('Why are my tomatoes cracking?');
    expect(questionFromTitle('Is   compost enough for raised beds | Gardening Stack Exchange')).toBe('Is compost enough for raised beds?');
  });

  it('leaves out titles that ask nothing', () => {
    expect(questionFromTitle('Tomato harvest photos : r/gardening')).toBeNull();
    expect(questionFromTitle('Best tomato varieties - Quora')).toBeNull();
    expect(questionFromTitle('Why? - Quora')).toBeNull();
    expect(questionFromTitle('')).toBeNull();
  });
});

describe('looksLikeQuestion', () => {
  it('reads a question mark or a question word with a few words', () => {
    expect(looksLikeQuestion('tomatoes in pots?')).toBe(true);
    expect(looksLikeQuestion('how to grow tomatoes')).toBe(true);
    expect(looksLikeQuestion('¿Cómo cultivar tomates en maceta')).toBe(true);
    expect(looksLikeQuestion('Warum platzen Tomaten')).toBe(true);
    expect(looksLikeQuestion('tomato varieties for pots')).toBe(false);
    expect(looksLikeQuestion('how tomatoes')).toBe(false);
  });
});

describe('relatedQuestion', () => {
  it('shows a related search that asks as a question, and keeps keywords out', () => {
    expect(relatedQuestion('how to grow tomatoes in pots')).toBe('how to grow tomatoes in pots?');
    expect(relatedQuestion('tomato growing tips')).toBeNull();
  });
});

describe('mergeQuestions', () => {
  it('keeps each question once by its words, in order, within the limit', () => {
    const merged = mergeQuestions(
      [
        { text: 'What is soil?', source: 'search', url: null },
        { text: 'what is  SOIL', source: 'quora', url: 'https://quora.com/a' },
        { text: 'Why water soil?', source: 'reddit', url: `https://reddit.com/${'x'.repeat(2_100)}` },
        { text: 'How deep is topsoil?', source: 'custom', url: 'https://example.com/q' },
      ],
      2,
    );
    expect(merged).toEqual([
      { text: 'What is soil?', source: 'search', url: null },
      { text: 'Why water soil?', source: 'reddit', url: null },
    ]);
  });
});
