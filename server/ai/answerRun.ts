import type { TPassage } from '@core/api/citations';
import type { z } from 'zod';
import type { ZStreamMeta } from '@core/api/generate';
import { tokensOfText } from './offline/tokens';

/**
 * A generation under way, whatever engine writes it: the route sends `meta`, drains `tokens`, then
 * reads the citations, follow-ups and notice. Nothing here touches the HTTP response.
 */
export type TAnswerRun = {
  meta: z.infer<typeof ZStreamMeta>;
  tokens: AsyncGenerator<string, void>;
  /** Read after `tokens` is drained. */
  finishReason: () => string;
  citations: () => TPassage[];
  followUps: (answer: string) => Promise<string[]>;
  /** Set when the offline engine could not do the task: what to configure. */
  notice: string | null;
  /** Whether the words written cost credits (model answers; not the offline engine). */
  chargeable: boolean;
};

/** A run whose whole text is known at once (the offline engine), streamed as word tokens. */
export function textRun(input: { requestedModel: string; text: string; citations?: TPassage[]; followUps?: string[]; notice?: string | null }): TAnswerRun {
  return {
    meta: { engine: 'offline', model: 'offline', requested_model: input.requestedModel },
    tokens: (async function* () {
      yield* tokensOfText(input.text);
    })(),
    finishReason: () => 'stop',
    citations: () => input.citations ?? [],
    followUps: async () => input.followUps ?? [],
    notice: input.notice ?? null,
    chargeable: false,
  };
}
