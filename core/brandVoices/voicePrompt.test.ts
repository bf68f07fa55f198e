import { describe, expect, it } from 'vitest';
import { brandVoicePromptText } from './voicePrompt';
import { fitProfile } from './fitProfile';

describe('brandVoicePromptText', () => {
  it('renders every field of the profile as instructions', () => {
    const text = brandVoicePromptText('Acme Bakery', {
      tone: 'Warm and plain-spoken.',
      vocabulary: ['sourdough', 'hand-shaped'],
      sentence_style: 'Short sentences.',
      dos: ['Name the ingredients'],
      donts: ['Use jargon'],
      examples: ['We bake every loaf by hand.'],
    });
    expect(text).toBe(
      [
        'Write in this brand voice ("Acme Bakery"):',
        'Tone: Warm and plain-spoken.',
        'Vocabulary to use: sourdough, hand-shaped',
        'Sentence style: Short sentences.',
        'Do:\n- Name the ingredients',
        "Don't:\n- Use jargon",
        'Examples of the voice:\n"We bake every loaf by hand."',
      ].join('\n'),
    );
  });

  it('leaves out the fields the person left empty', () => {
    const text = brandVoicePromptText('Plain', { tone: 'Dry.', vocabulary: [], sentence_style: '', dos: [], donts: [], examples: [] });
    expect(text).toBe('Write in this brand voice ("Plain"):\nTone: Dry.');
  });
});

describe('fitProfile', () => {
  it('cuts long fields, drops duplicates and empties, and caps the lists', () => {
    const profile = fitProfile({
      tone: 'x '.repeat(400),
      vocabulary: ['Bread', 'bread', '', ...Array.from({ length: 20 }, (_, i) => `word${i}`)],
      examples: ['one', 'two', 'three', 'four'],
    });
    expect(profile.tone.length).toBeLessThanOrEqual(300);
    expect(profile.tone.endsWith('…')).toBe(true);
    expect(profile.vocabulary.slice(0, 2)).toEqual(['Bread', 'word0']);
    expect(profile.vocabulary).toHaveLength(12);
    expect(profile.examples).toEqual(['one', 'two', 'three']);
    expect(profile.dos).toEqual([]);
  });
});
