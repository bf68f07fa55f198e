import { BRAND_VOICE_PROFILE_VERSION, BRAND_VOICE_SAMPLE_LIMITS } from '@core/api/brandVoices';
import { countWords } from '@core/analysis/wordCount';
import { extractVoiceProfile, OFFLINE_EXTRACTION_NOTICE } from '@core/brandVoices/extractVoiceProfile';
import { brandVoicePromptText } from '@core/brandVoices/voicePrompt';
import type { TContext } from '../context';
import type { TSessionUser } from '../auth/sessionUser';
import type { TCallSettings } from '../ai/modelStream';
import type { TBrandVoiceRow } from '../db/schema/brandVoices';
import { badRequest, forbidden } from '../errors';
import { withGeneration } from '../generation/generationCharge';
import { passGenerationGate } from '../generation/generationGate';
import { brandVoiceLimitMessage, hasRoomFor } from './brandVoiceAllowance';
import { countBrandVoices, insertBrandVoice, lockBrandVoicePool, type TBrandVoicePool } from './brandVoiceStore';
import { extractProfileWithModel } from './modelProfile';
import type { SampleBudget } from './sampleBudget';

export type TCreatedBrandVoice = { row: TBrandVoiceRow; engine: 'model' | 'offline'; model: string; notices: string[]; credits: number };

/** The samples must hold enough words to tell a voice from (400 otherwise, saying how many they hold). */
function assertEnoughWords(samples: string[]): void {
  const words = countWords(samples.join('\n\n'));
  if (words === 0) throw badRequest('Add some text, a file or a URL to learn the brand voice from.', 'text');
  if (words < BRAND_VOICE_SAMPLE_LIMITS.minWords) {
    throw badRequest(`The samples are too short to learn a voice from: give at least ${BRAND_VOICE_SAMPLE_LIMITS.minWords} words (they have ${words}).`, 'text');
  }
}

/**
 * Creates a brand voice from its samples, as a generation: the gate, then one model call that
 * turns the samples into a profile (or, on the offline engine, text analysis that says so), then
 * one commit that charges the words and saves the voice together. The pool's limit is checked
 * again under a lock inside that commit, so two creations at once cannot both pass it.
 */
export async function createBrandVoice(
  ctx: TContext,
  sessionUser: TSessionUser,
  voice: { pool: TBrandVoicePool; limit: number; name: string; model: string | undefined; budget: SampleBudget },
  settings: TCallSettings,
): Promise<TCreatedBrandVoice> {
  const { pool, budget } = voice;
  assertEnoughWords(budget.samples);
  const pass = await passGenerationGate(ctx, sessionUser, { uniqueId: pool.userId, teamId: pool.teamId, mode: 'instruct', model: voice.model });
  return withGeneration(ctx, pass, async (commit) => {
    const engine = pass.engine;
    const profile = engine.engine === 'offline' ? extractVoiceProfile(budget.samples).profile : await extractProfileWithModel(engine, budget.samples, settings);
    const { credits, saved } = await commit(
      { text: brandVoicePromptText(voice.name, profile), feature: 'brand_voice', chargeable: engine.engine === 'model' },
      {
        abandonIf: settings.signal,
        save: async (tx) => {
          await lockBrandVoicePool(tx, pool);
          if (!hasRoomFor(voice.limit, await countBrandVoices(tx, pool))) throw forbidden(brandVoiceLimitMessage(voice.limit));
          return insertBrandVoice(tx, { ...pool, name: voice.name, profile, sources: budget.sources, profileVersion: BRAND_VOICE_PROFILE_VERSION });
        },
      },
    );
    const notices = engine.engine === 'offline' ? [OFFLINE_EXTRACTION_NOTICE, ...budget.notices] : budget.notices;
    return { row: saved!, engine: engine.engine, model: engine.engine === 'model' ? engine.label : 'offline', notices, credits };
  });
}
