import type { TBrandVoiceProfile } from '../api/brandVoices';

const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * A brand voice's profile as instructions for a generation's prompt. Empty fields are left out, so
 * a profile the person has not filled in asks for nothing it does not say.
 */
export function brandVoicePromptText(name: string, profile: TBrandVoiceProfile): string {
  const parts = [`Write in this brand voice ("${name}"):`];
  if (profile.tone) parts.push(`Tone: ${profile.tone}`);
  if (profile.vocabulary.length) parts.push(`Vocabulary to use: ${profile.vocabulary.join(', ')}`);
  if (profile.sentence_style) parts.push(`Sentence style: ${profile.sentence_style}`);
  if (profile.dos.length) parts.push(`Do:\n${bullets(profile.dos)}`);
  if (profile.donts.length) parts.push(`Don't:\n${bullets(profile.donts)}`);
  if (profile.examples.length) parts.push(`Examples of the voice:\n${profile.examples.map((example) => `"${example}"`).join('\n')}`);
  return parts.join('\n');
}
