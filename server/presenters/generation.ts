import { creditsForText } from '@core/credits/creditsForText';
import type { TGenerationResult } from '@core/api/generate';
import type { TTextResult } from '../ai/textResult';

/** The JSON answer of a generation call (ZGenerationResult), field by field. */
export function presentGeneration(result: TTextResult, creditsCharged: number): TGenerationResult {
  return {
    output: result.output,
    engine: result.engine,
    model: result.model,
    requested_model: result.requested_model,
    citations: result.citations,
    words: creditsForText([result.output]).words,
    credits_charged: creditsCharged,
    notice: result.notice,
  };
}
