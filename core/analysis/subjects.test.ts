import { describe, expect, it } from 'vitest';
import { contentWords } from './contentWords';
import { subjectsOf } from './subjects';

describe('contentWords', () => {
  it('keeps what a question is about, not function words or stock phrases', () => {
    expect(contentWords('When was the harbour wall built?')).toEqual(['harbour', 'wall']);
    expect(contentWords('Is it more than 400 metres long?')).toEqual(['400', 'metres']);
    expect(contentWords('How many people live there, and what was built first?')).toEqual([]);
  });

  it('keeps a lone digit, which says which one is meant, but not a lone letter', () => {
    expect(contentWords('coastline number 7 in brown ink')).toEqual(['coastline', '7', 'brown', 'ink']);
    expect(contentWords('plan B or plan C')).toEqual(['plan']);
  });
});

describe('subjectsOf', () => {
  it('names one subject with its words, names and label', () => {
    expect(subjectsOf('When was the Eiffel Tower built?')).toEqual([{ label: 'Eiffel Tower', words: ['Eiffel', 'Tower'], stems: ['eiffel', 'tower'], names: ['eiffel', 'tower'] }]);
    expect(subjectsOf('How often is a sourdough starter fed?')[0]).toMatchObject({ label: 'sourdough starter fed', names: [] });
  });

  it('treats a capitalised first word as a name only when another follows it', () => {
    expect(subjectsOf('Refunds within 30 days?')[0]!.names).toEqual([]);
    expect(subjectsOf('Eiffel Tower height?')[0]!.names).toEqual(['eiffel', 'tower']);
    expect(subjectsOf('What does the SEO report say?')[0]!.names).toEqual(['seo']);
  });

  it('splits a question that turns to another subject, and a text of several claims', () => {
    expect(subjectsOf('When was the harbour wall built, and how many eggs does the queen lay?').map((s) => s.label)).toEqual(['harbour wall', 'eggs does the queen lay']);
    expect(subjectsOf('The wall is granite. A hive makes 25 kilograms of honey; the Growth plan has ten seats.').map((s) => s.words)).toEqual([
      ['wall', 'granite'],
      ['hive', '25', 'kilograms', 'honey'],
      ['Growth', 'plan', 'seats'],
    ]);
  });

  it('keeps nouns joined by "and" in one subject, drops clauses that name nothing, and each subject once', () => {
    expect(subjectsOf('Tell me about tides and knots.').map((s) => s.words)).toEqual([['tides', 'knots']]);
    expect(subjectsOf('How does it work? Why?')).toEqual([]);
    expect(subjectsOf('Refunds? What about refunds?')).toHaveLength(1);
  });
});
