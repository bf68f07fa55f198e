import { describe, expect, it } from 'vitest';
import { sentenceCased, talkingPointsFromResearch } from './talkingPointsFromResearch';

const RESEARCH = `Facts from kingarthur.com:
- A sourdough starter should be fed once a day at room temperature.
- Feed the starter equal weights of flour and water.
- Bake the loaf at 230 °C for 40 minutes in a Dutch oven.
- A loaf keeps for four days in a paper bag.
Questions people ask:
- How long does a baked loaf keep?
The starter doubles in 6 to 8 hours after feeding. Sourdough bread has a tangy taste.`;

describe('talkingPointsFromResearch', () => {
  it('quotes the research’s sentences about each subheading, as written, and invents nothing', () => {
    const sections = talkingPointsFromResearch({
      headline: 'How to Make Sourdough Bread at Home',
      outline: ['Feeding Your Starter', 'Baking the Loaf', 'Slicing Tools'],
      research: RESEARCH,
    });
    expect(sections).toEqual([
      { heading: 'Feeding Your Starter', points: ['Feed the starter equal weights of flour and water.', 'The starter doubles in 6 to 8 hours after feeding.'] },
      {
        heading: 'Baking the Loaf',
        // "A loaf keeps for four days" shares one word of two, where others share both: loosely related, left out.
        points: ['Bake the loaf at 230 °C for 40 minutes in a Dutch oven.', 'How long does a baked loaf keep?'],
      },
      { heading: 'Slicing Tools', points: [] },
    ]);
    for (const section of sections) for (const point of section.points) expect(RESEARCH).toContain(point);
  });

  it('sets the headline’s words aside: a sentence about the topic is not about every section', () => {
    const [section] = talkingPointsFromResearch({ headline: 'Sourdough Bread', outline: ['Sourdough Bread Taste'], research: RESEARCH });
    expect(section!.points).toEqual(['Sourdough bread has a tangy taste.']);
  });

  it('gives at most four points a subheading, and each sentence to one subheading', () => {
    const research = Array.from({ length: 7 }, (_, i) => `Compost pile number ${i + 1} needs turning every week.`).join(' ');
    const sections = talkingPointsFromResearch({ headline: 'Gardening', outline: ['Compost turning', 'Turning compost'], research });
    expect(sections[0]!.points).toHaveLength(4);
    expect(sections[1]!.points).toHaveLength(3);
    expect(new Set([...sections[0]!.points, ...sections[1]!.points]).size).toBe(7);
  });

  it('reads the workflow’s research context: facts keep the passage they cite; keywords, headlines and labels are not points', () => {
    const research = [
      'Topic: sourdough starter feeding',
      '',
      'Related keywords:',
      '- sourdough starter feeding schedule',
      '',
      'Facts (the number in brackets is the source passage to cite):',
      'From Feeding your starter (https://example.com/feed):',
      '- Feed the starter twice a day when it lives on the counter. [2]',
      '',
      'Headlines of the top search results:',
      '- The Sourdough Starter Feeding Schedule That Works',
    ].join('\n');
    const [section] = talkingPointsFromResearch({ headline: 'Sourdough', outline: ['Starter Feeding Schedule'], research });
    expect(section!.points).toEqual(['Feed the starter twice a day when it lives on the counter. [2]']);
  });

  it('gives every subheading no points when there is no research', () => {
    expect(talkingPointsFromResearch({ headline: 'Anything', outline: ['One part', 'Another part'], research: '' })).toEqual([
      { heading: 'One part', points: [] },
      { heading: 'Another part', points: [] },
    ]);
  });
});

describe('sentenceCased', () => {
  it('lowers a Title-Cased heading, keeping acronyms and brands; leaves sentence case alone', () => {
    expect(sentenceCased('How To Pick An SEO Tool For iPhone')).toBe('how to pick an SEO tool for iPhone');
    expect(sentenceCased('Visiting the Eiffel Tower in the spring')).toBe('Visiting the Eiffel Tower in the spring');
  });
});
