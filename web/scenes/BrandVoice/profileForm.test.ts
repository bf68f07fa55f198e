import { describe, expect, it } from 'vitest';
import { formOfProfile, profileOfForm, profileProblems } from './profileForm';

const PROFILE = { tone: 'Warm.', vocabulary: ['sourdough'], sentence_style: 'Short.', dos: ['Name the flour', 'Say "you"'], donts: [], examples: ['We bake by hand.'] };

describe('the profile form', () => {
  it('round-trips a profile through one-item-per-line fields, dropping blank lines', () => {
    const form = formOfProfile(PROFILE);
    expect(form.dos).toBe('Name the flour\nSay "you"');
    expect(profileOfForm({ ...form, donts: '\n  Use jargon  \n\n' })).toEqual({ ...PROFILE, donts: ['Use jargon'] });
  });

  it('names the field with a problem, as the server would', () => {
    expect(profileProblems(PROFILE)).toEqual({});
    expect(profileProblems({ ...PROFILE, dos: ['<b>bold</b>'] })).toEqual({ dos: 'A brand voice profile is plain text: remove the HTML.' });
    expect(profileProblems({ ...PROFILE, examples: ['a', 'b', 'c', 'd'] })).toEqual({ examples: 'A brand voice keeps at most 3 examples.' });
  });
});
