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

/** The brand voice list shows this many per page (spec §9). */
export const BRAND_VOICE_PAGE_SIZE = 5;

/** What one brand voice may be learned from, bounded by the work it causes. */
export const BRAND_VOICE_SAMPLE_LIMITS = {
  /** Characters of pasted text. */
  textChars: 50_000,
  /** Sources in one request: the pasted text, each file and each URL count one. */
  sources: 5,
  /** Characters read from all sources together; the rest is not read. */
  totalChars: 100_000,
  /** Words the samples must have at least, or no voice can be told from them. */
  minWords: 40,
} as const;

/** A brand voice's name or profile field holding markup (a tag), which a profile never needs. */
export const hasMarkup = (value: string): boolean => /<\/?[a-z!][^>]*>/i.test(value);

const ZId = z.string().min(1, 'An id is required.').max(100);
const ZTeamId = ZId.nullish();
const ZName = z
  .string()
  .trim()
  .min(1, 'Give the brand voice a name.')
  .max(BRAND_VOICE_LIMITS.nameChars, `A brand voice name can be at most ${BRAND_VOICE_LIMITS.nameChars} characters.`)
  .refine((name) => !hasMarkup(name), 'A brand voice name cannot contain HTML.');

/** An edited profile: the stored shape, and no field may hold HTML. */
export const ZBrandVoiceProfileInput = ZBrandVoiceProfile.superRefine((profile, context) => {
  const fields: [string, string[]][] = [
    ['tone', [profile.tone]],
    ['vocabulary', profile.vocabulary],
    ['sentence_style', [profile.sentence_style]],
    ['dos', profile.dos],
    ['donts', profile.donts],
    ['examples', profile.examples],
  ];
  for (const [field, values] of fields) {
    if (values.some(hasMarkup)) context.addIssue({ code: 'custom', path: [field], message: 'A brand voice profile is plain text: remove the HTML.' });
  }
});

/** What the person may do with a brand voice (the server decides; the UI shows what it allows). */
export const ZBrandVoiceAbilities = z.object({ use: z.boolean(), edit: z.boolean(), delete: z.boolean() });

/** A brand voice as the API returns it. */
export const ZBrandVoice = z.object({
  id: z.string(),
  name: z.string(),
  profile: ZBrandVoiceProfile,
  sources: z.array(ZBrandVoiceSource),
  profile_version: z.number().int(),
  /** Drawn by an older extractor: its samples should be uploaded again. */
  requires_reupload: z.boolean(),
  /** Set for a team brand voice (team mode). */
  team_id: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: ZBrandVoiceAbilities,
});
export type TBrandVoice = z.infer<typeof ZBrandVoice>;

/** GET /api/fetch/brand/voice/info?unique_id&start_count&end_count[&team_id] (spec §7). */
export const ZBrandVoiceListQuery = z.object({
  unique_id: z.string().optional(),
  team_id: ZTeamId,
  start_count: z.coerce.number().int().min(0).default(0),
  end_count: z.coerce.number().int().min(1).default(BRAND_VOICE_PAGE_SIZE),
});
export const ZBrandVoiceListResponse = z.object({
  brand_voice_entries: z.array(ZBrandVoice),
  total_documents: z.number().int(),
  /** Whether one more may be created in this mode (page flag and plan limit). */
  can_create: z.boolean(),
  /** Brand voices this plan keeps in this mode, -1 for unlimited. */
  limit: z.number().int(),
});
export type TBrandVoiceListResponse = z.infer<typeof ZBrandVoiceListResponse>;

/** POST /api/create/brand/voice[?team_id]: the samples as JSON, or as multipart with "file" parts. */
export const ZBrandVoiceCreateQuery = z.object({ unique_id: z.string().optional(), team_id: ZTeamId });
export const ZBrandVoiceCreateInput = z.object({
  name: ZName,
  text: z
    .string()
    .max(BRAND_VOICE_SAMPLE_LIMITS.textChars, `Paste at most ${BRAND_VOICE_SAMPLE_LIMITS.textChars.toLocaleString('en-US')} characters of text.`)
    .optional(),
  urls: z
    .array(z.string().trim().min(1).max(2_000, 'A URL can be at most 2,000 characters.'))
    .max(BRAND_VOICE_SAMPLE_LIMITS.sources, `Use at most ${BRAND_VOICE_SAMPLE_LIMITS.sources} sources.`)
    .default([]),
  model: z.string().max(100).optional(),
});
export type TBrandVoiceCreateInput = z.infer<typeof ZBrandVoiceCreateInput>;

export const ZBrandVoiceCreateResponse = z.object({
  brand_voice: ZBrandVoice,
  /** How the profile was drawn: by a model, or by text analysis without one. */
  extraction: z.object({ engine: z.enum(['model', 'offline']), model: z.string() }),
  /** Says what the person should know: extracted without a model, or samples cut at the limit. */
  notices: z.array(z.string()),
  credits_charged: z.number(),
});
export type TBrandVoiceCreateResponse = z.infer<typeof ZBrandVoiceCreateResponse>;

/** One brand voice by id (fetch, delete). */
export const ZBrandVoiceIdQuery = z.object({ unique_id: z.string().optional(), team_id: ZTeamId, brand_voice_id: ZId });

/** PUT /api/update/brand/voice: a new name and/or an edited profile. */
export const ZBrandVoiceUpdateInput = z.object({
  unique_id: z.string().optional(),
  team_id: ZTeamId,
  brand_voice_id: ZId,
  name: ZName.optional(),
  profile: ZBrandVoiceProfileInput.optional(),
});
export type TBrandVoiceUpdateInput = z.infer<typeof ZBrandVoiceUpdateInput>;

export const ZBrandVoiceResponse = z.object({ brand_voice: ZBrandVoice });
export const ZBrandVoiceDeleteResponse = z.object({ deleted: z.literal(true), brand_voice_id: z.string() });

/** What the brand voice page shows when the list cannot be read (spec §8). */
export const BRAND_VOICE_FETCH_FAILED = 'Failed to fetch brand voice, please contact support if this persists.';
