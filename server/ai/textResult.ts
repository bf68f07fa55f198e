import type { TPassage } from '@core/api/citations';
import type { TModelEngine } from './models';

/** A whole generated text (the JSON generation calls), before credits are charged. */
export type TTextResult = {
  output: string;
  engine: 'model' | 'offline';
  model: string;
  requested_model: string;
  citations: TPassage[];
  notice: string | null;
  chargeable: boolean;
};

/** The offline engine's result: `output` is what it could write (maybe nothing), `notice` why not more. */
export function offlineResult(engine: TModelEngine, input: { output: string; citations?: TPassage[]; notice?: string | null }): TTextResult {
  return { output: input.output, engine: 'offline', model: 'offline', requested_model: engine.name, citations: input.citations ?? [], notice: input.notice ?? null, chargeable: false };
}

/** A model's result. */
export function modelResult(engine: Extract<TModelEngine, { engine: 'model' }>, output: string, citations: TPassage[] = []): TTextResult {
  return { output, engine: 'model', model: engine.label, requested_model: engine.name, citations, notice: null, chargeable: true };
}
