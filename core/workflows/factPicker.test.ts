import { describe, expect, it } from 'vitest';
import { pickFacts, type TPickedFact } from './factPicker';

const page = [
  'Garden Soil Basics',
  'Garden soil holds about 25% air when it is healthy. Compost feeds it. Good garden soil drains in 2 hours after rain.',
  'Cookie settings: we use 3 cookies on this garden soil site.',
  'How much compost does garden soil need in 2024?',
  'The Royal Horticultural Society tested garden soil in 2019. Worms like it.',
  'Tomatoes ripen in 60 days in warm weather.',
  '© 2024 Garden Soil Inc. All rights reserved.',
].join('\n\n');

/** Every fact is an exact span of its passage, every passage of the source. */
function expectExact(source: string, facts: TPickedFact[]) {
  for (const fact of facts) {
    expect(source.slice(fact.passage.start, fact.passage.end)).toBe(fact.passage.text);
    expect(fact.passage.text.slice(fact.start, fact.end)).toBe(fact.text);
  }
}

describe('pickFacts', () => {
  it('keeps the statements about the topic with a number, a date or a name, as exact spans', () => {
    const facts = pickFacts('garden soil', { text: page, title: 'Soil' });
    expect(facts.map((fact) => fact.text)).toEqual([
      'Garden soil holds about 25% air when it is healthy.',
      'Good garden soil drains in 2 hours after rain.',
      'The Royal Horticultural Society tested garden soil in 2019.',
    ]);
    expectExact(page, facts);
    // The passage is the sentence with its neighbours in its paragraph, never across one.
    expect(facts[0]!.passage.text).toBe('Garden soil holds about 25% air when it is healthy. Compost feeds it. Good garden soil drains in 2 hours after rain.');
    expect(facts[2]!.passage.text).toBe('The Royal Horticultural Society tested garden soil in 2019. Worms like it.');
  });

  it('keeps the best facts within the limit, in the source order', () => {
    const facts = pickFacts('garden soil', { text: page }, { limit: 2 });
    expect(facts.map((fact) => fact.text)).toEqual(['Garden soil holds about 25% air when it is healthy.', 'Good garden soil drains in 2 hours after rain.']);
  });

  it('reads names of the topic in the title and section, but wants a word of the topic in the sentence', () => {
    const text = 'The tower is 330 metres tall. It opened in 1889.';
    expect(pickFacts('Eiffel Tower height', { text })).toEqual([]);
    const facts = pickFacts('Eiffel Tower height', { text, title: 'Eiffel Tower facts' });
    expect(facts.map((fact) => fact.text)).toEqual(['The tower is 330 metres tall.']);
    expectExact(text, facts);
  });

  it('cites a stored chunk whole when asked to', () => {
    const chunk = 'Loam is the best garden soil. Garden soil with 5% organic matter grows more.';
    const [fact] = pickFacts('garden soil', { text: chunk, title: 'Soil notes', location: 'section Loam' }, { passage: 'whole' });
    expect(fact).toEqual({
      text: 'Garden soil with 5% organic matter grows more.',
      start: 30,
      end: 76,
      passage: { text: chunk, start: 0, end: chunk.length },
    });
  });

  it('finds nothing in an empty source or for a topic that names nothing', () => {
    expect(pickFacts('garden soil', { text: '  ' })).toEqual([]);
    expect(pickFacts('how to', { text: page })).toEqual([]);
  });

  it('keeps a passage within its size however long the paragraph', () => {
    const filler = Array.from({ length: 30 }, (_, i) => `Garden soil note number ${i + 1} is here.`).join(' ');
    const facts = pickFacts('garden soil', { text: filler });
    expect(facts).toHaveLength(8);
    for (const fact of facts) expect(fact.passage.text.length).toBeLessThanOrEqual(700);
    expectExact(filler, facts);
  });
});
