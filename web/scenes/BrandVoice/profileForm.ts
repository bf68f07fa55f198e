import { ZBrandVoiceProfileInput, type TBrandVoiceProfile } from '@core/api/brandVoices';

/** The profile as the form edits it: lists as one item per line, vocabulary as tags. */
export type TProfileForm = { tone: string; vocabulary: string[]; sentenceStyle: string; dos: string; donts: string; examples: string };

/** Items of a one-per-line field: trimmed, empty lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function formOfProfile(profile: TBrandVoiceProfile): TProfileForm {
  return {
    tone: profile.tone,
    vocabulary: profile.vocabulary,
    sentenceStyle: profile.sentence_style,
    dos: profile.dos.join('\n'),
    donts: profile.donts.join('\n'),
    examples: profile.examples.join('\n'),
  };
}

export function profileOfForm(form: TProfileForm): TBrandVoiceProfile {
  return { tone: form.tone.trim(), vocabulary: form.vocabulary, sentence_style: form.sentenceStyle.trim(), dos: linesOf(form.dos), donts: linesOf(form.donts), examples: linesOf(form.examples) };
}

/** The first problem the shared contract finds in each field (the server checks the same rules). */
export function profileProblems(profile: TBrandVoiceProfile): Partial<Record<keyof TBrandVoiceProfile, string>> {
  const parsed = ZBrandVoiceProfileInput.safeParse(profile);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof TBrandVoiceProfile, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TBrandVoiceProfile;
    problems[field] ??= issue.message;
  }
  return problems;
}
