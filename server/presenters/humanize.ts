import type { THumanizeResult } from '@core/api/humanize';
import { creditsForText } from '@core/credits/creditsForText';
import type { THumanizeRun } from '../ai/humanize';

/** The JSON answer of POST /api/content/humanize (ZHumanizeResult), field by field. */
export function presentHumanize(run: THumanizeRun, creditsCharged: number): THumanizeResult {
  return {
    passages: run.passages,
    engine: run.engine,
    model: run.model,
    requested_model: run.requested_model,
    words: creditsForText(run.written).words,
    credits_charged: creditsCharged,
    notice: run.notice,
  };
}
