import { describe, expect, it } from 'vitest';
import { ZBrandVoiceProfile } from '../api/brandVoices';
import { extractVoiceProfile, measureVoice } from './extractVoiceProfile';

const CHATTY = [
  "We bake every loaf by hand. You'll taste the difference on the first bite! Our sourdough rests for two full days before it meets the oven.",
  "Can't decide? Grab a sourdough sampler. We're sure you'll love it. Our bakers start the ovens at four in the morning, so your bread is warm when you wake up!",
  "Want to bake at home? We share our starter with anyone who asks. You don't need fancy tools: a bowl, flour, water and a little patience will do.",
];

const FORMAL = [
  'The committee has reviewed the proposed amendments to the procurement framework and recommends their adoption without modification. The amendments establish clearer thresholds for competitive tendering, introduce mandatory disclosure of conflicts of interest, and require that all evaluation criteria be published before submissions are invited.',
  'Implementation of the revised framework will commence in the next fiscal year. Departmental procurement officers shall receive training on the revised thresholds, and compliance will be assessed through the annual internal audit programme.',
];

describe('measureVoice', () => {
  it('counts sentences, questions, exclamations, person and contractions', () => {
    const measures = measureVoice(CHATTY);
    expect(measures.sentences).toBe(10);
    expect(measures.questionShare).toBeCloseTo(0.2, 5);
    expect(measures.exclamationShare).toBeCloseTo(0.2, 5);
    expect(measures.person.we).toBeGreaterThan(3);
    expect(measures.person.you).toBeGreaterThan(3);
    expect(measures.person.i).toBe(0);
    expect(measures.contractionsPer100).toBeGreaterThan(3);
    expect(measures.readability.score).not.toBeNull();
  });
});

describe('extractVoiceProfile without a model', () => {
  it('reads a chatty bakery as conversational, "we" and "you", short sentences', () => {
    const { profile } = extractVoiceProfile(CHATTY);
    expect(ZBrandVoiceProfile.parse(profile)).toEqual(profile);
    expect(profile.tone).toMatch(/^Conversational; speaks directly to the reader \("you"\); speaks as a team \("we"\)/);
    expect(profile.tone).toContain('exclamations');
    expect(profile.tone).toMatch(/Flesch reading ease \d/);
    expect(profile.sentence_style).toMatch(/^Short sentences: [\d.]+ words on average, most between \d+ and \d+\. 20% questions, 20% exclamations\. Uses contractions freely\.$/);
    expect(profile.vocabulary.slice(0, 3)).toContain('sourdough');
    expect(profile.vocabulary).toEqual(expect.arrayContaining(['bake', 'oven']));
    expect(profile.dos).toEqual([]);
    expect(profile.donts).toEqual([]);
  });

  it('quotes one to three example sentences word for word, from different samples first', () => {
    const { profile } = extractVoiceProfile(CHATTY);
    expect(profile.examples.length).toBeGreaterThanOrEqual(1);
    expect(profile.examples.length).toBeLessThanOrEqual(3);
    for (const example of profile.examples) expect(CHATTY.some((sample) => sample.includes(example))).toBe(true);
    const samplesQuoted = new Set(profile.examples.map((example) => CHATTY.findIndex((sample) => sample.includes(example))));
    expect(samplesQuoted.size).toBe(profile.examples.length);
  });

  it('reads a committee report as formal, longer sentences, without contractions', () => {
    const { profile } = extractVoiceProfile(FORMAL);
    expect(profile.tone).toMatch(/^Formal\./);
    expect(profile.tone).toMatch(/Reads (difficult|very difficult)/);
    expect(profile.sentence_style).toMatch(/^(Medium-length|Long) sentences: 19.3 words on average/);
    expect(profile.sentence_style).toContain('Avoids contractions.');
    expect(profile.vocabulary).toContain('procurement');
  });

  it('keeps headings out of the examples and fits every limit on a long sample', () => {
    const long = `Our Story\n${Array.from({ length: 400 }, (_, i) => `Sentence number ${i} tells you about our handmade soap and its lavender scent.`).join(' ')}`;
    const { profile } = extractVoiceProfile([long]);
    expect(ZBrandVoiceProfile.safeParse(profile).success).toBe(true);
    expect(profile.examples).not.toContain('Our Story');
    expect(profile.vocabulary.length).toBeLessThanOrEqual(12);
  });
});
