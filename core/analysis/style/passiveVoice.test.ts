import { describe, expect, it } from 'vitest';
import { wordTokens } from '../language';
import { englishPassives, passiveVoiceSignal } from './passiveVoice';
import { styleTextOf } from './styleText';

const passives = (sentence: string) => {
  const words = wordTokens(sentence).map((t) => t.word);
  return englishPassives(words, 0, words.length).map((p) => words.slice(p.start, p.end).join(' '));
};

describe('englishPassives', () => {
  it('finds be + participle, regular and irregular, with adverbs between', () => {
    expect(passives('The report was written by the team.')).toEqual(['was written']);
    expect(passives('The beds are watered daily.')).toEqual(['are watered']);
    expect(passives('The shed is being built.')).toEqual(['is being built']);
    expect(passives('Mistakes were not always caught.')).toEqual(['were not always caught']);
    expect(passives("The seeds weren't sown in time.")).toEqual(["weren't sown"]);
    expect(passives('It has been done carefully and was quickly forgotten.')).toEqual(['been done', 'was quickly forgotten']);
  });

  it('leaves active sentences and look-alikes alone', () => {
    for (const sentence of ['She is running to the shed.', 'The sky was red.', 'He has finished the report.', 'We were in the garden.',
      'The need was indeed great.', 'It is a hundred years old.', 'They will come soon.', 'The tree became tall.']) {
      expect(passives(sentence), sentence).toEqual([]);
    }
  });
});

describe('passiveVoiceSignal', () => {
  it('gives the share of sentences with a passive, and marks them', () => {
    const text = 'The soil was tested. Compost was added in May. We planted beans. The beds were mulched. Rain fell.';
    const result = passiveVoiceSignal(styleTextOf({ text }), 'en');
    // 3 of 5 sentences: 60%.
    expect(result).toMatchObject({ value: 60, unit: '% of sentences', level: 'strong', found: ['was tested', 'was added', 'were mulched'] });
    expect(result.sentences.map((s) => text.slice(s.start, s.end))).toEqual(['The soil was tested.', 'Compost was added in May.', 'The beds were mulched.']);
  });

  it('is ok for active prose, and not measured in other languages', () => {
    const text = 'We tested the soil. I added compost. We planted beans. Rain fell. The beds were mulched.';
    expect(passiveVoiceSignal(styleTextOf({ text }), 'en')).toMatchObject({ value: 20, level: 'ok' });
    const spanish = passiveVoiceSignal(styleTextOf({ text: 'El suelo fue analizado.' }), 'es');
    expect(spanish).toMatchObject({ value: null, level: 'ok', sentences: [] });
    expect(spanish.explanation).toContain('English only');
  });
});
