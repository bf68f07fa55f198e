import { z } from 'zod';

/**
 * A brand voice's profile (issue 21): how the brand writes, drawn from its samples and editable.
 * Every generation that names a brand voice puts this profile in its prompt.
 */
export const BRAND_VOICE_LIMITS = {
  nameChars: 80,
  toneChars: 300,
  sentenceStyleChars: 500,
  listItems: 12,
  itemChars: 200,
  examples: 3,
  exampleChars: 600,
} as const;

/** Profiles written by an older extractor than this ask for their samples again. */
export const BRAND_VOICE_PROFILE_VERSION = 1;

const ZItems = (what: string) =>
  z
    .array(z.string().trim().min(1).max(BRAND_VOICE_LIMITS.itemChars, `Each of the ${what} can be at most ${BRAND_VOICE_LIMITS.itemChars} characters.`))
    .max(BRAND_VOICE_LIMITS.listItems, `A brand voice keeps at most ${BRAND_VOICE_LIMITS.listItems} ${what}.`);

export const ZBrandVoiceProfile = z.object({
  tone: z.string().trim().max(BRAND_VOICE_LIMITS.toneChars),
  vocabulary: ZItems('vocabulary words'),
  sentence_style: z.string().trim().max(BRAND_VOICE_LIMITS.sentenceStyleChars),
  dos: ZItems("do's"),
  donts: ZItems("don'ts"),
  examples: z
    .array(z.string().trim().min(1).max(BRAND_VOICE_LIMITS.exampleChars, `An example can be at most ${BRAND_VOICE_LIMITS.exampleChars} characters.`))
    .max(BRAND_VOICE_LIMITS.examples, `A brand voice keeps at most ${BRAND_VOICE_LIMITS.examples} examples.`),
});
export type TBrandVoiceProfile = z.infer<typeof ZBrandVoiceProfile>;

export const ZBrandVoiceSource = z.object({
  kind: z.enum(['text', 'file', 'url']),
  name: z.string().max(300),
  chars: z.number().int().min(0),
});
export type TBrandVoiceSource = z.infer<typeof ZBrandVoiceSource>;
